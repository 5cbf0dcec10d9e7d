import Testing
import ViperSpec

@Suite struct StepLibraryTests {
  final class World {}

  private func library() -> StepLibrary<World> {
    var steps = StepLibrary<World> { World() }
    steps.given("a counter at {int}") { _, _ in }
    steps.when("the user taps {int} time(s)") { _, _ in }
    steps.then("the counter shows {int}") { _, _ in }
    steps.then("the counter shows {word}") { _, _ in }
    return steps
  }

  @Test func `matches a step to its one definition with the captured text`() {
    let steps = library()

    let match = steps.match("the user taps 3 times")

    guard case .matched(let definition, let captured) = match else {
      Issue.record("Expected a match, got \(match)")
      return
    }
    #expect(definition.source == "the user taps {int} time(s)")
    #expect(captured == ["3"])
  }

  @Test func `reports the closest phrases for an undefined step`() {
    let steps = library()

    let match = steps.match("the user tapped twice")

    guard case .undefined(let closest) = match else {
      Issue.record("Expected no match, got \(match)")
      return
    }
    #expect(closest.first == "the user taps {int} time(s)")
    #expect(closest.count == 3)
  }

  @Test func `reports every definition of an ambiguous step`() {
    let steps = library()

    let match = steps.match("the counter shows 5")

    guard case .ambiguous(let definitions) = match else {
      Issue.record("Expected an ambiguous match, got \(match)")
      return
    }
    #expect(definitions.map(\.source) == ["the counter shows {int}", "the counter shows {word}"])
  }

  @Test func `keeps a phrase that does not compile as an invalid definition`() {
    var steps = StepLibrary<World> { World() }

    steps.given("a {color} counter", fileID: "Mocks/Steps.swift", line: 7) { _, _ in }

    #expect(
      steps.invalidDefinitions == [
        "Mocks/Steps.swift:7: Invalid step phrase 'a {color} counter': Undefined parameter type '{color}'. Register it with ParameterType(name: \"color\", …) before the steps that use it."
      ]
    )
  }

  @Test func `finds a step among 500 definitions that share their first words`() {
    var steps = StepLibrary<World> { World() }
    for number in 0..<500 {
      steps.given("the list number \(number) has {int} item(s)") { _, _ in }
    }

    let match = steps.match("the list number 321 has 4 items")

    guard case .matched(let definition, let captured) = match else {
      Issue.record("Expected a match, got \(match)")
      return
    }
    #expect(definition.source == "the list number 321 has {int} item(s)")
    #expect(captured == ["4"])
  }

  @Test func `includes the definitions of another library`() {
    var steps = library()
    var other = StepLibrary<World> { World() }
    other.given("another step") { _, _ in }

    steps.include(other)

    #expect(steps.definitions.count == 5)
    if case .matched = steps.match("another step") {
    } else {
      Issue.record("Expected the included step to match")
    }
  }
}
