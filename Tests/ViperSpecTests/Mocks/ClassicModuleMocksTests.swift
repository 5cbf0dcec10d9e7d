import Foundation
import Testing
import ViperSpecCLI

/// `viper-spec mocks` on classic VIPER code as teams have it: internal protocols named
/// `…Protocol`, properties wired by the presenter, completion handlers, static factories.
@Suite struct ClassicModuleMocksTests {
  /// The fixture module (`Tests/AdoptFixture/Classic`), which CI also builds and tests.
  static let homeSources = AdoptFixtureSources.read(
    "Classic",
    ["HomeContract.swift", "HomePresenter.swift", "HomeInteractor.swift"],
    into: "Sources/Shop/"
  )

  @MainActor
  private func mocks(in package: PackageSandbox) async -> SpecCommandOutput {
    await SpecCommand.run(
      ["mocks", "Shop", "--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
  }

  private func home() throws -> PackageSandbox {
    let package = try PackageSandbox()
    for (path, source) in Self.homeSources { try package.write(source, to: path) }
    return package
  }

  private func shop(_ contract: String) throws -> PackageSandbox {
    let package = try PackageSandbox()
    try package.write(contract, to: "Sources/Shop/Contract.swift")
    return package
  }

  @Test @MainActor func `classic names are read by role: the view is recorded, the presenter left`()
    async throws
  {
    let package = try home()

    let output = await mocks(in: package)

    #expect(output.status == 0)
    #expect(
      package.files.filter { $0.hasPrefix("Mocks/") } == [
        "Mocks/ShopMocks/HomeRecorderView.swift",
        "Mocks/ShopMocks/MockHomeInteractorInput.swift",
        "Mocks/ShopMocks/MockHomeInteractorOutput.swift",
        "Mocks/ShopMocks/MockHomeRouter.swift",
      ]
    )
  }

  @Test(arguments: [
    ("MockHomeInteractorInput", #"nonisolated var journalSubject: String { "interactor" }"#),
    ("MockHomeInteractorOutput", "final class MockHomeInteractorOutput: Mock,"),
    ("HomeRecorderView", #"nonisolated var journalSubject: String { "view" }"#),
  ])
  @MainActor func `each double journals under its role`(double: String, line: String) async throws {
    let package = try home()

    _ = await mocks(in: package)

    let source = try #require(package.read("Mocks/ShopMocks/\(double).swift"))
    #expect(source.contains(line))
  }

  @Test @MainActor func `an internal module's doubles are internal and import it @testable`()
    async throws
  {
    let package = try home()

    _ = await mocks(in: package)

    let mock = try #require(package.read("Mocks/ShopMocks/MockHomeInteractorInput.swift"))
    #expect(mock.contains("import ViperMocks\n\n@testable import Shop\n"))
    #expect(
      mock.contains("\nfinal class MockHomeInteractorInput: Mock, HomeInteractorInputProtocol {")
    )
    #expect(!mock.contains("public "))
  }

  @Test @MainActor
  func `settable properties of a class-bound protocol off any actor are stored, an output weakly`()
    async throws
  {
    let package = try home()

    _ = await mocks(in: package)

    let view = try #require(package.read("Mocks/ShopMocks/HomeRecorderView.swift"))
    let interactor = try #require(package.read("Mocks/ShopMocks/MockHomeInteractorInput.swift"))
    #expect(view.contains("  weak var presenter: (any HomePresenterProtocol)?\n"))
    #expect(interactor.contains("  weak var presenter: (any HomeInteractorOutputProtocol)?\n"))
  }

  @Test @MainActor func `a completion handler is held for the test to call back, alias and all`()
    async throws
  {
    let package = try home()

    _ = await mocks(in: package)

    let mock = try #require(package.read("Mocks/ShopMocks/MockHomeInteractorInput.swift"))
    for line in [
      "  let loadAvatar = HeldCompletions<Result<Data, any Error>>()",
      "  func loadAvatar(for user: User, completion: @escaping (Result<Data, any Error>) -> Void) {",
      "    recordCall(user, completion)",
      "    loadAvatar.hold(completion)",
    ] {
      #expect(mock.contains(line + "\n"), "\(line)")
    }
  }

  @Test @MainActor
  func `a static requirement reports its call, and stops only with no placeholder`()
    async throws
  {
    let package = try shop(
      """
      public protocol Routing: AnyObject {
        static func createModule() -> AnyObject
        static func screens() -> [String]
        static func isReady() throws -> Bool
      }

      """
    )

    let output = await mocks(in: package)

    #expect(output.status == 0)
    let mock = try #require(package.read("Mocks/ShopMocks/MockRouter.swift"))
    for line in [
      "  public static func createModule() -> AnyObject {",
      "    reportStaticCall()",
      "    return stopUnstubbedCall()",
      "  public static func screens() -> [String] {",
      "    return [String]()",
      "    return false",
    ] {
      #expect(mock.contains(line + "\n"), "\(line)")
    }
  }

  @Test @MainActor
  func `handlers of several parameters, optional ones and several a method are each held`()
    async throws
  {
    let package = try shop(
      """
      public protocol Uploading: AnyObject {
        func upload(_ name: String, completion: @escaping (Bool, String?) -> Void)
        func refresh(_ done: (() -> Void)?)
        func prefetch(page: Int, completion: (@Sendable (Int) -> Void)?)
        func fetch(success: @escaping (Int) -> Void, failure: @escaping (Error) -> Void)
        func count(then: @escaping (Int) -> Void) -> Int
        func each(_ body: (String) -> Void)
      }

      """
    )

    let output = await mocks(in: package)

    #expect(output.status == 0)
    let mock = try #require(package.read("Mocks/ShopMocks/MockUploader.swift"))
    for line in [
      "  public let upload = HeldCompletions<(Bool, String?)>()",
      "    upload.hold { completion($0.0, $0.1) }",
      "  public let refresh = HeldCompletions<Void>()",
      "  public let prefetch = HeldCompletions<Int>()",
      "    if let done {",
      "      refresh.hold { _ in done() }",
      "  public let fetchSuccess = HeldCompletions<Int>()",
      "  public let fetchFailure = HeldCompletions<any Error>()",
      "  public let countThen = HeldCompletions<Int>()",
      "    countThen.hold(then)",
      "    return count.answer(self, then, placeholder: 0)",
      "    recordCall(ClosureArgument())",
    ] {
      #expect(mock.contains(line + "\n"), "\(line)")
    }
  }

  @Test @MainActor func `an entity named as a kit type is qualified, and so is the kit's`()
    async throws
  {
    let package = try shop(
      """
      struct Journal: Equatable { var title: String }
      protocol DiaryInteractorInputProtocol: AnyObject {
        func loadJournal() -> Journal?
      }

      """
    )

    _ = await mocks(in: package)

    let mock = try #require(package.read("Mocks/ShopMocks/MockDiaryInteractorInput.swift"))
    for line in [
      "final class MockDiaryInteractorInput: Mock, DiaryInteractorInputProtocol {",
      "  let journal: ViperMocks.Journal",
      "  let loadJournalStub = Stub<Shop.Journal?, Never>()",
      "  init(journal: ViperMocks.Journal) {",
      "  func loadJournal() -> Shop.Journal? {",
    ] {
      #expect(mock.contains(line + "\n"), "\(line)")
    }
  }

  @Test(arguments: [
    ("  var journal: String { get }\n", "requires `journal`, the name a mock keeps"),
    ("  func same(as other: Self) -> Bool\n", "a method taking `Self`, `same`"),
  ])
  @MainActor func `a requirement a mock cannot meet beside its own is refused`(
    requirement: String,
    reason: String
  ) async throws {
    let package = try shop("protocol Diary: AnyObject {\n\(requirement)}\n")

    let output = await mocks(in: package)

    #expect(output.status == 3)
    #expect(output.standardError.contains(reason))
  }

  @Test @MainActor
  func `Foundation's classes and formatters import it, a generic handler is only journaled`()
    async throws
  {
    let package = try shop(
      """
      protocol Formatting: AnyObject {
        func format(_ formatter: DateFormatter, _ object: NSObject) -> String
        func fetch<T: Decodable>(completion: @escaping (Result<T, Error>) -> Void)
      }

      """
    )

    _ = await mocks(in: package)

    let mock = try #require(package.read("Mocks/ShopMocks/MockFormatter.swift"))
    #expect(mock.contains("import Foundation\n"))
    #expect(!mock.contains("HeldCompletions"))
    #expect(mock.contains("    recordCall(completion)\n"))
  }
}
