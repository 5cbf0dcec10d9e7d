import Foundation
import Testing
import ViperSpec

@Suite struct CucumberExpressionTests {
  static let date = ParameterType(name: "date", regex: #"\d{4}-\d{2}-\d{2}"#) { $0 }
  static let weekday = ParameterType(name: "weekday", regex: "Sunday|Monday|Tuesday") { $0 }
  static let time = ParameterType(name: "time", regex: #"\d{2}:\d{2}"#) { $0 }

  let types: [String: ParameterType] = Dictionary(
    uniqueKeysWithValues: (ParameterType.builtIn + [date, weekday, time]).map { ($0.name, $0) }
  )

  private func match(_ expression: String, _ text: String) throws -> [String]? {
    try CucumberExpression(expression, types: types).match(text)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let expression: String
    let text: String
    let captured: [String]?
    var testDescription: String { "\(expression) ~ \(text)" }
  }

  static let cases: [Case] = [
    Case(expression: "I have {int} cukes", text: "I have 42 cukes", captured: ["42"]),
    Case(expression: "I have {int} cukes", text: "I have -3 cukes", captured: ["-3"]),
    Case(expression: "I have {int} cukes", text: "I have many cukes", captured: nil),
    Case(expression: "it costs {float}", text: "it costs 1.5", captured: ["1.5"]),
    Case(expression: "it costs {float}", text: "it costs .5", captured: [".5"]),
    Case(expression: "the {word} list", text: "the shopping list", captured: ["shopping"]),
    Case(expression: "the {word} list", text: "the big shopping list", captured: nil),
    Case(
      expression: "I add {string}",
      text: "I add \"Buy milk\"",
      captured: ["\"Buy milk\""]
    ),
    Case(expression: "I add {string}", text: "I add 'Buy milk'", captured: ["'Buy milk'"]),
    Case(expression: "I say {}", text: "I say anything at all", captured: ["anything at all"]),
    Case(expression: "I have {int} cuke(s)", text: "I have 1 cuke", captured: ["1"]),
    Case(expression: "I have {int} cuke(s)", text: "I have 2 cukes", captured: ["2"]),
    Case(expression: "I tap the list/inbox", text: "I tap the inbox", captured: []),
    Case(expression: "I tap the list/inbox", text: "I tap the list", captured: []),
    Case(expression: "I tap the list/inbox", text: "I tap the bin", captured: nil),
    Case(expression: "a cuke(s)/cucumber(s)", text: "a cucumbers", captured: []),
    Case(expression: #"it is \(not\) \{here\}"#, text: "it is (not) {here}", captured: []),
    Case(expression: #"a\/b"#, text: "a/b", captured: []),
    Case(expression: "due {date}", text: "due 2026-11-22", captured: ["2026-11-22"]),
    Case(expression: "due {date}", text: "due tomorrow", captured: nil),
    Case(
      expression: "weeks start on {weekday}",
      text: "weeks start on Monday",
      captured: ["Monday"]
    ),
    Case(expression: "at {time}", text: "at 09:30", captured: ["09:30"]),
    Case(expression: "ユーザーが {int} 回タップする", text: "ユーザーが 3 回タップする", captured: ["3"]),
    Case(expression: "{word}を追加する", text: "牛乳を追加する", captured: ["牛乳"]),
  ]

  @Test(arguments: cases)
  func `matches Cucumber Expression syntax`(_ example: Case) throws {
    let captured = try match(example.expression, example.text)

    #expect(captured == example.captured)
  }

  struct Invalid: Sendable, CustomTestStringConvertible {
    let expression: String
    let message: String
    var testDescription: String { expression }
  }

  static let invalid: [Invalid] = [
    Invalid(
      expression: "a {color}",
      message: """
        This Cucumber Expression has a problem at column 3:

        a {color}
          ^-----^
        Undefined parameter type 'color'.
        Please register a ParameterType for 'color'
        """
    ),
    Invalid(
      expression: "a (b",
      message: """
        This Cucumber Expression has a problem at column 3:

        a (b
          ^
        The '(' does not have a matching ')'.
        If you did not intend to use optional text you can use '\\(' to escape the optional text
        """
    ),
    Invalid(
      expression: "a ()",
      message: """
        This Cucumber Expression has a problem at column 3:

        a ()
          ^^
        An optional must contain some text.
        If you did not mean to use an optional you can use '\\(' to escape the '('
        """
    ),
    Invalid(
      expression: "a /b",
      message: """
        This Cucumber Expression has a problem at column 3:

        a /b
          ^
        Alternative may not be empty.
        If you did not mean to use an alternative you can use '\\/' to escape the '/'
        """
    ),
    Invalid(
      expression: "a ({int})",
      message: """
        This Cucumber Expression has a problem at column 4:

        a ({int})
           ^---^
        An optional may not contain a parameter type.
        If you did not mean to use an parameter type you can use '\\{' to escape the '{'
        """
    ),
  ]

  @Test(arguments: invalid)
  func `rejects a malformed phrase with what is wrong, as Cucumber says it`(_ example: Invalid) {
    #expect {
      try CucumberExpression(example.expression, types: types)
    } throws: { error in
      (error as? CucumberExpressionError)?.message == example.message
    }
  }

  @Test func `a closing bracket alone is text, as in Cucumber`() throws {
    #expect(try match("a b)", "a b)") == [])
  }

  @Test func `transforms a string parameter by removing its quotes and escapes`() throws {
    let type = try #require(ParameterType.builtIn.first { $0.name == "string" })

    let value = try type.transform(#""say \"hi\"""#) as? String

    #expect(value == #"say "hi""#)
  }

  @Test func `exposes the literal text every match starts with`() throws {
    let expression = try CucumberExpression("the list shows {int} item(s)", types: types)

    #expect(expression.leadingLiteral == Array("the list shows ".utf8))
  }
}
