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
    ("@a and", "It ends where a tag was expected."),
    ("(@a or @b", "A '(' has no matching ')'."),
    ("@a @b", "Unexpected '@b'."),
    ("a and @b", "Expected a tag starting with @, but found 'a'."),
    ("@", "Expected a tag name after '@', but the @ stands alone."),
  ])
  func `rejects a malformed expression`(_ text: String, _ message: String) {
    #expect(throws: TagExpressionError(expression: text, message: message)) {
      try TagExpression(parsing: text)
    }
  }
}
