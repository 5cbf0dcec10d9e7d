import Testing
import ViperSpec

@Suite struct TagExpressionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let expression: String
    let tags: [String]
    let matches: Bool
    var testDescription: String { "\(expression) on \(tags)" }
  }

  static let cases: [Case] = [
    Case(expression: "", tags: [], matches: true),
    Case(expression: "@a", tags: ["@a"], matches: true),
    Case(expression: "@a and not @b", tags: ["@a"], matches: true),
    Case(expression: "@a and not @b", tags: ["@a", "@b"], matches: false),
    Case(expression: "@a or @b", tags: ["@b"], matches: true),
    Case(expression: "not @a or @b", tags: ["@a"], matches: false),
    Case(expression: "@a and (@b or @c)", tags: ["@a", "@c"], matches: true),
    Case(expression: "not (@a or @b)", tags: ["@c"], matches: true),
  ]

  @Test(arguments: cases)
  func `evaluates and, or, not and parentheses`(_ example: Case) throws {
    let expression = try TagExpression(parsing: example.expression)

    #expect(expression.matches(example.tags) == example.matches)
  }

  @Test(arguments: [
    ("@a and", "Expected operand."),
    ("(@a or @b", "Unmatched (."),
    ("@a @b", "Expected operator."),
    (#"@a\b"#, #"Illegal escape before "b"."#),
  ])
  func `rejects a malformed expression`(_ text: String, _ message: String) {
    #expect(throws: TagExpressionError(expression: text, message: message)) {
      try TagExpression(parsing: text)
    }
  }

  @Test func `a tag needs no @, as in Cucumber, and is matched exactly`() throws {
    let expression = try TagExpression(parsing: "smoke and not @wip")

    #expect(expression.matches(["smoke"]))
    #expect(!expression.matches(["@smoke"]))
  }
}
