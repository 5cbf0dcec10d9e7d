import Foundation
import Testing
import ViperSpec

/// Every case of Cucumber's own tag-expression test data (`CucumberTestData`, see its SOURCE.md):
/// the same selections, the same parse trees written back, the same errors word for word.
@Suite struct CucumberTagExpressionDataTests {
  struct Evaluation: Decodable, Sendable, CustomTestStringConvertible {
    struct Check: Decodable, Sendable {
      let variables: [String]
      let result: Bool
    }

    let expression: String
    let tests: [Check]
    var testDescription: String { expression.isEmpty ? "(empty)" : expression }
  }

  struct Parsing: Decodable, Sendable, CustomTestStringConvertible {
    let expression: String
    let formatted: String
    var testDescription: String { expression.isEmpty ? "(empty)" : expression }
  }

  struct Failure: Decodable, Sendable, CustomTestStringConvertible {
    let expression: String
    let error: String
    var testDescription: String { expression }
  }

  static func cases<Case: Decodable>(_ file: String) -> [Case] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../CucumberTestData/" + file).standardized
    guard let data = try? Data(contentsOfFileAt: url.path) else { return [] }
    return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
  }

  @Test func `the data is all there`() {
    #expect((Self.cases("tag-expression-evaluations.json") as [Evaluation]).count == 7)
    #expect((Self.cases("tag-expression-parsing.json") as [Parsing]).count == 23)
    #expect((Self.cases("tag-expression-errors.json") as [Failure]).count == 15)
  }

  @Test(arguments: cases("tag-expression-evaluations.json") as [Evaluation])
  func `selects what Cucumber selects`(_ example: Evaluation) throws {
    let expression = try TagExpression(parsing: example.expression)

    for check in example.tests {
      #expect(
        expression.matches(check.variables) == check.result,
        "\(example.expression) on \(check.variables)"
      )
    }
  }

  @Test(arguments: cases("tag-expression-parsing.json") as [Parsing])
  func `reads what Cucumber reads`(_ example: Parsing) throws {
    #expect(try TagExpression(parsing: example.expression).formatted == example.formatted)
  }

  @Test(arguments: cases("tag-expression-errors.json") as [Failure])
  func `refuses what Cucumber refuses, saying the same`(_ example: Failure) {
    #expect(throws: TagExpressionError.self) { try TagExpression(parsing: example.expression) }
    do {
      _ = try TagExpression(parsing: example.expression)
    } catch {
      #expect(error.cucumberDescription == example.error)
    }
  }
}
