import Frogs
import FrogsMocks
import Testing
import ViperTesting

@Suite(.harness) struct FrogListInteractorTests {
  @Test func `reads the frogs from the source, in its order`() async throws {
    let interactor = FrogListInteractor(source: GuideFrogs())

    #expect(try await interactor.frogs() == Frog.guide)
  }

  @Test func `reads the same frogs, with the same identities, on every load`() async throws {
    let interactor = FrogListInteractor(source: GuideFrogs())

    #expect(try await interactor.frogs().map(\.id) == interactor.frogs().map(\.id))
  }
}
