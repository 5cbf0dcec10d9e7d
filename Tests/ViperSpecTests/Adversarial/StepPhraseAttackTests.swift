import Testing
import ViperSpec

/// The breaks a README-only attack found in step phrases, parameter types and tag expressions
/// (issue 38), each kept as the test that failed before its fix.
@Suite struct StepPhraseAttackTests {
  /// The values a phrase's parameters take from a text, as a step's closure gets them.
  private func values(
    _ phrase: String,
    _ text: String,
    types custom: [ParameterType] = []
  ) throws -> [String]? {
    let types = Dictionary(
      (ParameterType.builtIn + custom).map { ($0.name, $0) },
      uniquingKeysWith: { _, last in last }
    )
    let expression = try CucumberExpression(phrase, types: types)
    guard let arguments = expression.arguments(text) else { return nil }
    return try zip(expression.parameterTypes, arguments).map { type, argument in
      "\(try type.groupTransform(argument.group))"
    }
  }

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

  @Test(arguments: [
    ("tone 👋{}", "tone 👋🏽", "🏽"), ("flag 🇫{}", "flag 🇫🇷", "🇷"),
    ("a{word}", "a\u{301}bc", "\u{301}bc"),
    ("press key {}\u{FE0F}\u{20E3} now", "press key 5\u{FE0F}\u{20E3} now", "5"),
  ])
  func `a parameter may start or end inside a grapheme cluster`(
    _ example: (String, String, String)
  ) throws {
    #expect(try values(example.0, example.1) == [example.2])
  }

  @Test(arguments: [
    (#""\#u{301}""#, "\u{301}"), (#""\#u{301}abc""#, "\u{301}abc"),
    (#""a\"\#u{301}b""#, "a\"\u{301}b"), (#"'\#u{200D}x'"#, "\u{200D}x"),
  ])
  func `a string keeps a combining mark after its quote or an escape`(
    _ example: (String, String)
  ) throws {
    #expect(try values("say {string}", "say \(example.0)") == [example.1])
  }

  @Test(arguments: ["a\u{2028}b", "a\u{2029}b", "a\u{85}b", "a\u{0B}b", "a\u{0C}b"])
  func `anything takes every character but a line feed, as Cucumber's reference does`(
    _ text: String
  )
    throws
  {
    #expect(try values("anything {}", "anything \(text)") == [text])
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

  @Test func `a one-text transform on an expression with several groups is refused`() {
    var steps = StepLibrary<Void> {}
    steps.register(ParameterType(name: "range", regex: #"(\d+)-(\d+)"#) { $0 })

    #expect(steps.invalidDefinitions.count == 1)
    #expect(steps.invalidDefinitions.first?.contains("has 2 capturing groups") == true)
    #expect(
      steps.invalidDefinitions.first?.contains("ParameterType(name:capturing:transform:)") == true
    )
  }

  @Test func `a custom type named like another is refused, as Cucumber refuses it`() {
    var steps = StepLibrary<Void>(parameterTypes: [
      ParameterType(name: "int", regex: "[a-z]+") { $0 }
    ]) {}
    steps.register(ParameterType(name: "mine", regex: "x") { $0 })
    steps.register(ParameterType(name: "mine", regex: "y") { $0 })
    steps.register(ParameterType(name: "", regex: "z") { $0 })
    steps.register(ParameterType(name: "a/b", regex: "z") { $0 })

    let errors = steps.invalidDefinitions
    #expect(errors.count == 4)
    #expect(
      errors.contains {
        $0.hasSuffix(
          "There is already a parameter with name int. To fix, give the custom type a name of its own, such as {int2}."
        )
      }
    )
    #expect(errors.contains { $0.contains("There is already a parameter with name mine") })
    #expect(
      errors.contains { $0.contains("The anonymous parameter type has already been defined") }
    )
    #expect(errors.contains { $0.contains("Illegal character '/' in parameter name {a/b}") })
    #expect(
      errors.allSatisfy {
        $0.hasPrefix("Tests/ViperSpecTests/Adversarial/StepPhraseAttackTests.swift:")
      }
    )
  }

  @Test func `a tag matches exactly, scalar by scalar`() throws {
    let composed = try TagExpression(parsing: "@caf\u{E9}")

    #expect(composed.matches(["@caf\u{E9}"]))
    #expect(!composed.matches(["@cafe\u{301}"]))
  }
}
