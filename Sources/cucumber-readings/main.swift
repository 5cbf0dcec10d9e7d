// Reads Cucumber Expressions and tag expressions as ViperSpec reads them, for CI's cross-check
// against Cucumber's Python reference implementations (.ci/check-cucumber.py).
//
// Standard input holds one JSON object per line, one of:
//
//   {"expression": "I have {int} cukes", "text": "I have 5 cukes"}   a Cucumber Expression
//   {"tags": "@a and not @b", "with": ["@a"]}                         a tag expression
//   {"pattern": "^I have (\\d+) cukes$", "text": "I have 5 cukes"}      a regular expression step
//   {"generate": "I have 5 red cukes"}                               a snippet's expressions
//
// Standard output gets one JSON object per line, in the same order: for an expression,
// {"regex": …, "args": [{"type": "int", "text": "5", "value": "5"}, …] or null} or {"error": …}
// (a transform's error as {"regex": …, "transformError": …}); for tags, {"formatted": …,
// "result": true|false} or {"error": …}; for a pattern, {"captures": [text or null, …] or null}, as
// a regular expression step captures them; for a text to generate from, {"expressions":
// [{"source": …, "names": […]}, …]}, with the built-in types and the custom ones in
// `snippetTypes`. Values are written as text, for the checker to compare with Python's values by
// their type.
import Foundation
import ViperSpec

let types = Dictionary(uniqueKeysWithValues: ParameterType.builtIn.map { ($0.name, $0) })
/// The custom types snippets may use, as the checker defines them for Python's generator.
let snippetTypes =
  ParameterType.builtIn + [
    ParameterType(name: "tone", regex: "red|dark red") { $0 },
    ParameterType(name: "color", regex: "red|blue") { $0 },
    ParameterType(name: "isodate", regex: #"\d{4}-\d{2}-\d{2}"#) { $0 },
  ]

func reading(_ request: [String: Any]) -> [String: Any] {
  if let tags = request["tags"] as? String {
    return reading(tags: tags, with: request["with"] as? [String] ?? [])
  }
  if let pattern = request["pattern"] as? String {
    return reading(pattern: pattern, text: request["text"] as? String ?? "")
  }
  if let text = request["generate"] as? String {
    let expressions = StepExpressionGenerator.expressions(for: text, types: snippetTypes)
    return ["expressions": expressions.map { ["source": $0.source, "names": $0.parameterNames] }]
  }
  guard let source = request["expression"] as? String else {
    return ["error": "the request has neither an expression nor tags"]
  }
  return reading(expression: source, text: request["text"] as? String)
}

func reading(tags: String, with names: [String]) -> [String: Any] {
  do {
    let expression = try TagExpression(parsing: tags)
    return ["formatted": expression.formatted, "result": expression.matches(names)]
  } catch {
    return ["error": error.message]
  }
}

func reading(pattern: String, text: String) -> [String: Any] {
  do {
    guard let match = try Regex(pattern).wholeMatch(in: text) else { return ["captures": NSNull()] }
    let captures: [Any] = match.output.dropFirst().map { capture -> Any in
      guard let text = capture.substring else { return NSNull() }
      return String(text)
    }
    return ["captures": captures]
  } catch {
    return ["error": "\(error)"]
  }
}

func reading(expression source: String, text: String?) -> [String: Any] {
  let expression: CucumberExpression
  do {
    expression = try CucumberExpression(source, types: types)
  } catch {
    return ["error": error.message]
  }
  var result: [String: Any] = ["regex": expression.pattern]
  guard let text, let captured = expression.match(text) else {
    result["args"] = NSNull()
    return result
  }
  var arguments: [[String: Any]] = []
  for (type, capture) in zip(expression.parameterTypes, captured) {
    do {
      let value = try type.transform(capture)
      arguments.append(["type": type.name, "text": capture, "value": "\(value)"])
    } catch {
      result["transformError"] = "\(error)"
      return result
    }
  }
  result["args"] = arguments
  return result
}

while let line = readLine(strippingNewline: true) {
  let request = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
  let answer = reading(request ?? [:])
  let data = try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys])
  print(String(decoding: data, as: UTF8.self))
}
