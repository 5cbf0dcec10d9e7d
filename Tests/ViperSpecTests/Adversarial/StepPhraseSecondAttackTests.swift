import RegexBuilder
import Testing
import ViperSpec

/// The breaks a second README-only attack found (issue 38).
@Suite struct StepPhraseSecondAttackTests {
  let types = Dictionary(uniqueKeysWithValues: ParameterType.builtIn.map { ($0.name, $0) })

  @Test func `a special character followed by a combining mark is still escaped`() throws {
    let keycap = try CucumberExpression("I press *\u{FE0F}\u{20E3}", types: types)
    let bar = try CucumberExpression("{word} p|\u{301}r", types: types)

    #expect(keycap.match("I press *\u{FE0F}\u{20E3}") == [])
    #expect(bar.match("x p and then anything else") == nil)
    #expect((try? CucumberExpression("x\\(\u{301}y", types: types)) != nil)
  }

  @Test func `a phrase starting with a caret and a combining mark is a regular expression`() {
    var steps = StepLibrary<Void> {}
    steps.given("^\u{301}abc") { _ in }

    #expect(steps.invalidDefinitions.first?.contains("starts with ^ or ends with $") == true)
  }

  @Test func `an included library's types are checked as registered ones are`() {
    var first = StepLibrary<Void> {}
    first.register(ParameterType(name: "color", regex: "red|blue") { $0 })
    var second = StepLibrary<Void> {}
    second.register(ParameterType(name: "color", regex: "[0-9]+") { $0 })
    second.register(ParameterType(name: "int", regex: "x") { $0 })

    first.include(second)

    #expect(first.invalidDefinitions.count == 2)
    #expect(
      first.invalidDefinitions.contains {
        $0.contains("There is already a parameter with name color")
      }
    )
    #expect(
      first.invalidDefinitions.contains {
        $0.contains("There is already a parameter with name int")
      }
    )
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

  @Test func `a tag that starts with a combining mark is a tag, not part of a space`() throws {
    let expression = try TagExpression(parsing: "not \u{301}@b")

    #expect(expression.matches(["@b"]))
    #expect(throws: TagExpressionError.self) { try TagExpression(parsing: "@a\\\u{301}") }
  }

  @Test func `a capturing type's own transform reads the groups of a whole text`() throws {
    let flight = ParameterType(name: "flight", capturing: "([A-Z]{3})-([A-Z]{3})") { groups in
      groups.map { $0 ?? "nil" }.joined(separator: "+")
    }

    #expect("\(try flight.transform("LHR-CDG"))" == "LHR+CDG")
  }
}
