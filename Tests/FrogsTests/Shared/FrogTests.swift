import Frogs
import Testing

@Suite struct FrogTests {
  @Test func `the guide has the original's three frogs, in its order, with their places`() {
    #expect(Frog.guide.map(\.name) == ["blue poison dart frog", "red eyed tree frog", "toad"])
    #expect(Frog.guide.map(\.imageName) == ["blue-poison-dart-frog", "red-eyed-tree-frog", "toad"])
    #expect(Frog.guide.map(\.location) == ["Brazil", "Mexico", "Anywhere"])
  }

  @Test func `a frog keeps its identity across loads`() {
    #expect(Frog.guide == Frog.guide)
    #expect(Set(Frog.guide.map(\.id)).count == Frog.guide.count)
  }
}
