import Frogs
import Testing

@Suite struct FrogTests {
  @Test func `the guide has the original's three frogs, in its order, with their places`() {
    #expect(Frog.guide.map(\.name) == ["blue poison dart frog", "red eyed tree frog", "toad"])
    #expect(Frog.guide.map(\.imageName) == ["blue-poison-dart-frog", "red-eyed-tree-frog", "toad"])
    #expect(Frog.guide.map(\.location) == ["Brazil", "Mexico", "Anywhere"])
  }

  /// The original made a new random ID for each frog on every load, so a frog's page could not
  /// be found again: the IDs are fixed text.
  @Test func `a frog keeps its identity across loads`() {
    #expect(Frog.guide.map(\.id) == ["blue-poison-dart-frog", "red-eyed-tree-frog", "toad"])
  }
}
