/// A ready-to-paste typed step definition for an undefined step, as Cucumber's snippets are.
///
/// Its phrase is one of the expressions Cucumber's generator writes for the text
/// (``StepExpressionGenerator``): numbers become `{int}` or `{float}`, quoted text `{string}`,
/// and text a custom type matches that type, each a typed closure parameter; a table or fenced
/// block under the step becomes a last `DataTable` or `DocString` parameter.
package struct StepSnippet {
  /// The Swift source of the definition.
  package let text: String

  /// Writes the snippet for a step from the first expression the generator gives.
  ///
  /// - Parameters:
  ///   - kind: The step's keyword type, which picks `given`, `when`, `then` or `step`.
  ///   - text: The step's text without its keyword.
  ///   - arguments: The step's table and fenced block, in file order.
  ///   - types: The parameter types the step's library knows.
  package init(
    kind: GherkinStepKeywordType,
    text: String,
    arguments: [PickleStepArgument],
    types: [ParameterType] = ParameterType.builtIn
  ) {
    self = Self.all(kind: kind, text: text, arguments: arguments, types: types)[0]
  }

  /// Writes a snippet for each expression the generator gives for a step, the one to prefer
  /// first (`{int}` before `{float}` for `3`), as Cucumber's suggestions list them.
  ///
  /// - Parameters:
  ///   - kind: The step's keyword type, which picks `given`, `when`, `then` or `step`.
  ///   - text: The step's text without its keyword.
  ///   - arguments: The step's table and fenced block, in file order.
  ///   - types: The parameter types the step's library knows.
  /// - Returns: At least one snippet.
  package static func all(
    kind: GherkinStepKeywordType,
    text: String,
    arguments: [PickleStepArgument],
    types: [ParameterType] = ParameterType.builtIn
  ) -> [StepSnippet] {
    StepExpressionGenerator.expressions(for: text, types: types).map { expression in
      StepSnippet(kind: kind, expression: expression, arguments: arguments)
    }
  }

  private init(
    kind: GherkinStepKeywordType,
    expression: GeneratedStepExpression,
    arguments: [PickleStepArgument]
  ) {
    var parameters = zip(expression.parameterNames, expression.valueTypeNames).map {
      (name: $0, type: $1)
    }
    for argument in arguments {
      switch argument {
      case .dataTable: parameters.append(("table", "DataTable"))
      case .docString: parameters.append(("block", "DocString"))
      }
    }
    // Cucumber's names can repeat in Swift's eyes (a custom type named `world`, or `int2` beside
    // two `{int}`): each takes the next free number.
    var used: Set<String> = ["world"]
    for index in parameters.indices {
      let name = parameters[index].name
      var unique = name
      var number = 2
      while used.contains(unique) {
        unique = "\(name)\(number)"
        number += 1
      }
      used.insert(unique)
      parameters[index].name = unique
    }
    let method =
      switch kind {
      case .context: "given"
      case .action: "when"
      case .outcome: "then"
      case .conjunction, .unknown: "step"
      }
    let signature =
      parameters.isEmpty
      ? "world in"
      : "(world, " + parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ") in"
    let literal = Self.swiftLiteral(Self.phrase(expression.source))
    let opening = "steps.\(method)(\"\(literal)\") {"
    let head =
      opening.count + signature.count + 1 <= 100
      ? opening + " " + signature : opening + "\n  " + signature
    self.text = """
      \(head)
        throw StepFailure("Not written yet: turn this phrase into actions on the world.")
      }
      """
  }

  /// The expression as a phrase a library takes: one that starts with `^` or ends with `$` is a
  /// regular expression to Cucumber, and no escape exists for them, so they become optional
  /// text, `(^)` and `($)`, which still match the step.
  private static func phrase(_ source: String) -> String {
    var phrase = source
    if phrase.unicodeScalars.first == "^" { phrase = "(^)" + phrase.dropFirst() }
    if phrase.unicodeScalars.last == "$" { phrase = phrase.dropLast() + "($)" }
    return phrase
  }

  /// A phrase as the inside of a Swift string literal: backslashes and quotes escaped, and
  /// control characters (a tab among them), which Swift refuses raw in source, as `\u{…}`.
  private static func swiftLiteral(_ phrase: String) -> String {
    var literal = ""
    for scalar in phrase.unicodeScalars {
      switch scalar.value {
      case 0x5C: literal += "\\\\"
      case 0x22: literal += "\\\""
      case ..<0x20, 0x7F: literal += "\\u{\(String(scalar.value, radix: 16))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal
  }
}
