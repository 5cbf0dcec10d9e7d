import Testing
import ViperSpec

@Suite struct PhrasePrefixTreeTests {
  @Test func `returns only definitions whose leading text starts the step`() {
    var index = PhrasePrefixTree()
    index.insert(0, prefix: Array("the list shows ".utf8))
    index.insert(1, prefix: Array("the form says ".utf8))
    index.insert(2, prefix: [])

    let candidates = index.candidates(for: "the list shows 3 items")

    #expect(candidates == [0, 2])
  }
}
