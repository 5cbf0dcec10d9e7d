import RegexBuilder
import Testing
import ViperSpec

/// Attacks the promise that a parameter type's transform gets the text its pattern's groups
/// capture: a bracket in a character class or quoted text is no group, each group's text is
/// given, and a transform that throws fails its step with the error.
@Suite struct ParameterTypeGroupTests: PhraseValueSuite {
  @Test func `a bracket inside a nested character class is text, not a group`() throws {
    let phone = ParameterType(name: "phone", regex: "[[:digit:] ()+-]+") { $0 }

    #expect(
      try values("call {phone} at {}", "call +1 (555) 123 at noon", types: [phone])
        == ["+1 (555) 123", "noon"]
    )
  }

  @Test func `quoted text in a parameter type's expression is not a group`() throws {
    let quoted = ParameterType(name: "q", regex: #"\Q(\E\d+"#) { $0 }

    #expect(try values("q {q} then {}", "q (12 then rest", types: [quoted]) == ["(12", "rest"])
  }

  @Test func `a custom type with one group gives its transform the group's text`() throws {
    let hashtag = ParameterType(name: "hashtag", regex: #"#(\w+)"#) { $0 }

    #expect(try values("tag {hashtag}", "tag #abc", types: [hashtag]) == ["abc"])
  }

  @Test func `a custom type may take the text of each of its groups`() throws {
    let range = ParameterType(name: "range", capturing: #"(\d+)-(\d+)(x)?"#) { groups in
      groups.map { $0 ?? "nil" }.joined(separator: ",")
    }

    #expect(try values("pages {range}", "pages 12-34", types: [range]) == ["12,34,nil"])
  }

  @Test func `a capturing type's own transform reads the groups of a whole text`() throws {
    let flight = ParameterType(name: "flight", capturing: "([A-Z]{3})-([A-Z]{3})") { groups in
      groups.map { $0 ?? "nil" }.joined(separator: "+")
    }

    #expect("\(try flight.transform("LHR-CDG"))" == "LHR+CDG")
  }

  @Test @MainActor func `a regex step whose capture transform throws fails with the error`()
    async throws
  {
    struct BadQuantity: Error, CustomStringConvertible {
      var description: String { "quantity must be under 100" }
    }
    var steps = StepLibrary<Void> {}
    steps.given(
      Regex {
        "I buy "
        TryCapture(OneOrMore(.digit)) { (text: Substring) throws -> Int in
          guard let value = Int(text), value < 100 else { throw BadQuantity() }
          return value
        }
        " apples"
      }
    ) { _, _ in }
    let pickle = try #require(
      SpecLoader.parse(
        "# Feature: F\n## Scenario: S\n* Given I buy 500 apples\n",
        path: "f.feature.md"
      )
      .pickles.first
    )

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    #expect(result.steps.map(\.status) == [.failed])
    #expect(result.steps[0].message?.contains("quantity must be under 100") == true)
  }
}
