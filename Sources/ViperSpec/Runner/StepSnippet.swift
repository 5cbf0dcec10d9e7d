/// A ready-to-paste typed step definition for an undefined step, as Cucumber's snippets are.
///
/// Numbers become `{int}` or `{float}` and quoted text `{string}`, each a typed closure parameter;
/// a table or fenced block under the step becomes a last `DataTable` or `DocString` parameter.
package struct StepSnippet {
  /// The Swift source of the definition.
  package let text: String

  /// Writes the snippet for a step.
  ///
  /// - Parameters:
  ///   - kind: The step's keyword type, which picks `given`, `when`, `then` or `step`.
  ///   - text: The step's text without its keyword.
  ///   - arguments: The step's table and fenced block, in file order.
  package init(kind: GherkinStepKeywordType, text: String, arguments: [PickleStepArgument]) {
    var phrase = ""
    var parameters: [(name: String, type: String)] = []
    func addParameter(_ name: String, _ type: String) {
      let count = parameters.filter { $0.type == type }.count
      parameters.append((count == 0 ? name : "\(name)\(count + 1)", type))
      phrase += "{\(name)}"
    }
    var rest = Substring(text)
    while let first = rest.first {
      if first == "\"" || first == "'", let end = Self.closingQuote(first, in: rest.dropFirst()) {
        addParameter("string", "String")
        rest = rest[rest.index(after: end)...]
      } else if let number = Self.number(at: rest, after: phrase.last) {
        addParameter(
          number.contains(".") ? "float" : "int",
          number.contains(".") ? "Double" : "Int"
        )
        rest = rest.dropFirst(number.count)
      } else {
        // A Cucumber escape: one backslash, which the Swift literal below doubles.
        if "(){}/\\".contains(first) { phrase += "\\" }
        phrase.append(first)
        rest = rest.dropFirst()
      }
    }
    for argument in arguments {
      switch argument {
      case .dataTable: parameters.append(("table", "DataTable"))
      case .docString: parameters.append(("block", "DocString"))
      }
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
    let literal = phrase.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"")
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

  /// Where a quoted text closes: the first quote of its kind not escaped by a backslash, as
  /// `{string}` reads `"a\"b"` whole.
  private static func closingQuote(_ quote: Character, in text: Substring) -> Substring.Index? {
    var isEscaped = false
    for index in text.indices {
      if isEscaped {
        isEscaped = false
      } else if text[index] == "\\" {
        isEscaped = true
      } else if text[index] == quote {
        return index
      }
    }
    return nil
  }

  /// Returns the number that starts the text, if a whole word starts with one.
  private static func number(at text: Substring, after previous: Character?) -> String? {
    guard previous.map({ !$0.isLetter && !$0.isNumber }) ?? true else { return nil }
    var digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }
    while digits.last == "." || digits.last == "-" { digits = digits.dropLast() }
    guard let first = digits.first, first.isNumber || (first == "-" && digits.count > 1),
      digits.dropFirst().allSatisfy({ $0 != "-" }), digits.filter({ $0 == "." }).count <= 1,
      text.dropFirst(digits.count).first.map({ !$0.isLetter && !$0.isNumber }) ?? true
    else { return nil }
    return String(digits)
  }
}
