import Frogs
import FrogsMocks
import Testing
import ViperTesting

@Suite(.harness) struct FrogListInteractorTests {
  @Test func `reads the frogs from the source, in its order`() async throws {
    let interactor = FrogListInteractor(source: GuideFrogs())

    let frogs = try await interactor.frogs()

    #expect(frogs.map(\.name) == ["blue poison dart frog", "red eyed tree frog", "toad"])
    #expect(frogs.map(\.location) == ["Brazil", "Mexico", "Anywhere"])
  }

  @Test func `reads the same frogs, with the same identities, on every load`() async throws {
    let interactor = FrogListInteractor(source: GuideFrogs())

    let first = try await interactor.frogs().map(\.id)
    let second = try await interactor.frogs().map(\.id)

    #expect(first == ["blue-poison-dart-frog", "red-eyed-tree-frog", "toad"])
    #expect(second == first)
  }
}
