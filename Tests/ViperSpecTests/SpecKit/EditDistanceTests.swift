import Testing
import ViperSpec

@Suite struct EditDistanceTests {
  @Test func `orders the closest phrases by edit distance`() {
    var steps = StepLibrary<Int> { 0 }
    steps.step("the user taps the button") { _ in }
    steps.step("the user types a title") { _ in }
    steps.step("an unrelated phrase") { _ in }

    let closest = steps.closestPhrases(to: "the user tap the button")

    #expect(
      closest == ["the user taps the button", "the user types a title", "an unrelated phrase"]
    )
  }
}
