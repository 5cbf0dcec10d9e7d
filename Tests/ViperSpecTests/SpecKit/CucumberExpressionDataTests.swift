import Foundation
import Testing
import ViperSpec

/// Every case of Cucumber's own Cucumber Expression test data (`CucumberTestData`, see its
/// SOURCE.md): the same tokens, the same trees, the same regular expressions, the same matches
/// and values, and the same errors, word for word.
@Suite struct CucumberExpressionDataTests {
  struct Case: Decodable, Sendable, CustomTestStringConvertible {
    let name: String
    let expression: String
    let text: String?
    let exception: String?
    let values: [String: JSONValue]

    var testDescription: String { name }

    private enum Keys: String, CodingKey {
      case name, expression, text, exception
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      name = try container.decode(String.self, forKey: .name)
      expression = try container.decode(String.self, forKey: .expression)
      text = try container.decodeIfPresent(String.self, forKey: .text)
      exception = try container.decodeIfPresent(String.self, forKey: .exception)
      guard case .object(let all) = try decoder.singleValueContainer().decode(JSONValue.self)
      else {
        values = [:]
        return
      }
      values = all
    }
  }

  static func cases(_ kind: String) -> [Case] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../CucumberTestData/\(kind).json").standardized
    guard let data = try? Data(contentsOfFileAt: url.path) else { return [] }
    return (try? JSONDecoder().decode([Case].self, from: data)) ?? []
  }

  static let types = Dictionary(
    uniqueKeysWithValues: ParameterType.builtIn.map { ($0.name, $0) }
  )

  @Test func `the data is all there`() {
    #expect(Self.cases("cucumber-expression-matching").count == 65)
    #expect(Self.cases("cucumber-expression-transformation").count == 8)
    #expect(Self.cases("cucumber-expression-tokenizer").count == 16)
    #expect(Self.cases("cucumber-expression-parser").count == 28)
    #expect(Self.cases("regular-expression-matching").count == 3)
  }

  @Test(arguments: cases("cucumber-expression-tokenizer"))
  func `tokenizes as Cucumber does`(_ example: Case) {
    do {
      let tokens = try CucumberExpressionTokenizer.tokens(of: example.expression)
      let json = JSONValue.array(
        tokens.map { token in
          .object([
            "type": .string(token.kind.rawValue), "text": .string(token.text),
            "start": .number(Double(token.start)), "end": .number(Double(token.end)),
          ])
        }
      )
      #expect(example.exception == nil)
      #expect(json == example.values["expected_tokens"])
    } catch {
      #expect(error.message == example.exception)
    }
  }

  @Test(arguments: cases("cucumber-expression-parser"))
  func `parses as Cucumber does`(_ example: Case) {
    do {
      let tree = try CucumberExpressionParser.parse(example.expression)
      #expect(example.exception == nil)
      #expect(Self.json(tree) == example.values["expected_ast"])
    } catch {
      #expect(error.message == example.exception)
    }
  }

  @Test(arguments: cases("cucumber-expression-transformation"))
  func `writes the regular expression Cucumber writes`(_ example: Case) throws {
    let expression = try CucumberExpression(example.expression, types: Self.types)

    #expect(.string(expression.pattern) == example.values["expected_regex"])
  }

  @Test(arguments: cases("cucumber-expression-matching"))
  func `matches and transforms as Cucumber does`(_ example: Case) throws {
    let expression: CucumberExpression
    do {
      expression = try CucumberExpression(example.expression, types: Self.types)
    } catch {
      #expect(error.message == example.exception)
      return
    }
    #expect(example.exception == nil)
    guard let captured = expression.match(example.text ?? "") else {
      #expect(example.values["expected_args"] == .null)
      return
    }
    var values: [JSONValue] = []
    for (type, text) in zip(expression.parameterTypes, captured) {
      values.append(Self.json(try type.transform(text)))
    }
    #expect(.array(values) == example.values["expected_args"])
  }

  @Test(arguments: cases("regular-expression-matching"))
  func `a regular expression step captures as Cucumber's does`(_ example: Case) throws {
    let regex = try Regex(example.expression)
    let match = try #require(try regex.firstMatch(in: example.text ?? ""))

    let captured = match.output.dropFirst().map { capture in
      capture.substring.map { JSONValue.string(String($0)) } ?? .null
    }

    #expect(.array(Array(captured)) == example.values["expected_args"])
  }

  private static func json(_ node: CucumberExpressionNode) -> JSONValue {
    var members: [String: JSONValue] = [
      "type": .string(node.kind.rawValue),
      "start": .number(Double(node.start)),
      "end": .number(Double(node.end)),
    ]
    if let nodes = node.nodes { members["nodes"] = .array(nodes.map(json)) }
    if let token = node.token { members["token"] = .string(token) }
    return .object(members)
  }

  private static func json(_ value: any Sendable) -> JSONValue {
    switch value {
    case let number as any BinaryInteger: .number(Double(number))
    case let number as Double: .number(number)
    case let text as String: .string(text)
    default: .string("\(value)")
    }
  }
}
