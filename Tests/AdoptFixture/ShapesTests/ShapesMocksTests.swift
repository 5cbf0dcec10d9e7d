import Foundation
import Login
import Shapes
import ShapesMocks
import Testing
import ViperTesting

/// Exercises the mocks `viper-spec mocks Shapes` writes for the protocol shapes of
/// `Tests/AdoptFixture/Shapes`: each answers through its stub and journals under its role.
@Suite(.harness) struct ShapesMocksTests {
  private let journal = Journal()

  @Test func `a generic method answers the type its caller asks for`() async throws {
    let requester = MockRequester(journal: journal)
    requester.request.returns(Frog(name: "Tree"))

    let frog = try await requester.request("/frogs/1", as: Frog.self)

    #expect(frog == Frog(name: "Tree"))
    expectTranscript(journal, #"requester.request("/frogs/1", as: Frog.self)"#)
  }

  @Test func `a mock of a protocol with an associated type takes it as a generic parameter`()
    throws
  {
    let repository = MockRepository<Frog>(journal: journal)
    repository.item.returns(Frog(name: "Tree"))

    let frog = try repository.item(id: 1)
    repository.save(frog)

    expectTranscript(
      journal,
      """
      repository.item(id: 1)
      repository.save(Frog(name: "Tree"))
      """
    )
  }

  @Test func `inout, rethrows, tuples, streams and ownership modifiers are journaled`() async {
    let tricky = MockTricky(journal: journal)
    tricky.boundsStub.returns((lower: 1, upper: 9))
    tricky.namesStub.returns(AsyncStream { $0.finish() })
    var name = " Tree "

    tricky.normalize(&name)
    tricky.perform {}
    let bounds = tricky.bounds()
    for await _ in tricky.names() {}
    tricky.keep(Frog(name: "Tree"))
    tricky.consume(Frog(name: "Pond"))
    tricky.log("a", "b")

    #expect(bounds == (lower: 1, upper: 9))
    expectTranscript(
      journal,
      """
      tricky.normalize(" Tree ")
      tricky.perform((Function))
      tricky.bounds()
      tricky.names()
      tricky.keep(Frog(name: "Tree"))
      tricky.consume(Frog(name: "Pond"))
      tricky.log(["a", "b"])
      """
    )
  }

  @Test func `a property that waits or throws answers through its stub`() async throws {
    let tricky = MockTricky(journal: journal)
    tricky.tokenStub.returns("secret")
    tricky.sessionStub.fails(with: ShapeError.missing)

    let token = await tricky.token
    await #expect(throws: ShapeError.missing) { try await tricky.session }

    #expect(token == "secret")
    expectTranscript(
      journal,
      """
      tricky.token
      tricky.session
      """
    )
  }

  @Test func `a static requirement reports its call`() {
    withKnownIssue {
      #expect(MockTricky.make() == "")
    } matching: { issue in
      issue.description.contains("a mock cannot answer a static requirement")
    }
  }

  @Test func `a settable property of a Sendable protocol keeps what it is given`() {
    let configurer = MockConfigurer(journal: journal, localeIdentifier: "en_US")

    configurer.localeIdentifier = "fr_FR"
    configurer.retries = 3

    #expect(configurer.localeIdentifier == "fr_FR")
    #expect(configurer.retries == 3)
  }

  @Test func `requirements under #if are mocked under the same condition`() {
    let platformer = MockPlatformer(journal: journal)
    platformer.commonStub.returns(1)

    _ = platformer.common()

    expectTranscript(journal, "platformer.common()")
  }

  @Test @StoreActor func `a mock of a protocol on another global actor runs on it`() {
    let storer = MockStorer(journal: journal, names: [])

    storer.save("Tree")
    storer.names.append("Tree")

    #expect(storer.names == ["Tree"])
    expectTranscript(journal, #"storer.save("Tree")"#)
  }

  @Test func `subscripts answer through their stubs, and a setter is journaled`() {
    let indexer = MockIndexer(journal: journal)
    indexer.subscriptStubInt.returns("first")

    let name = indexer[0]
    indexer[key: "frogs"] = 3

    #expect(name == "first")
    expectTranscript(
      journal,
      """
      indexer.subscript(0)
      indexer.subscript(key: "frogs", 3)
      """
    )
  }

  @Test func `the code under test makes a mock through the protocol's initializer`() {
    func make<Made: Making>(_ type: Made.Type) -> Made { Made(name: "Tree") }

    let made = make(MockMaker.self)

    #expect(made.name == "")
    expectTranscript(made.journal, #"maker.init(name: "Tree")"#)
  }

  @Test func `standard protocols are met by the mock's identity`() {
    let namer = MockNamer(journal: journal)
    let other = MockNamer(journal: journal)

    #expect(namer == namer)
    #expect(namer != other)
    #expect(Set([namer, namer, other]).count == 2)
    #expect(namer.description == "namer")
  }

  @Test func `a protocol of another target is mocked with its requirements`() async {
    let authenticator = MockAuditedAuthenticator(journal: journal)
    authenticator.authenticate.returns(true)

    let matches = await authenticator.authenticate(account: "frog", password: "ribbit")
    await authenticator.audit()

    #expect(matches)
    expectTranscript(
      journal,
      """
      authenticator.authenticate(account: "frog", password: "ribbit")
      authenticator.audit()
      """
    )
  }

  @Test func `a class entity is stubbed as any value is`() async throws {
    let useCase = MockOwnerUseCase(journal: journal)
    let owner = Owner(name: "Tree")
    useCase.ownerStub.returns(owner)
    useCase.loginStub.returns(owner)
    useCase.currentOwnerStub.returns(owner)

    let found = useCase.owner()
    let signedIn = try await useCase.login()
    let current = useCase.currentOwner()

    #expect(found === owner)
    #expect(signedIn === owner)
    #expect(current === owner)
    expectTranscript(
      journal,
      """
      interactor.owner()
      interactor.login()
      interactor.currentOwner()
      """
    )
  }
}
