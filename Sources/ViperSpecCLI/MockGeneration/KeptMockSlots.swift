import ViperMocks

/// What `viper-spec mocks` keeps from a mock it regenerates: the choices only its author can make.
///
/// The rest of a mock follows from its protocol. Kept are the type's doc comment, the journal
/// subject it declares, and for each method whose parameters are unchanged the arguments its call
/// journals (`recordCall(todo.title)`) and the placeholder an unstubbed call gives.
struct KeptMockSlots: Equatable, Sendable {
  /// What one method of the mock wrote.
  struct Method: Equatable, Sendable {
    /// Its parameter list, as written, to tell whether the protocol changed it.
    let parameters: String
    /// Its return type and effects, as written, to tell whether the placeholder still fits.
    let effects: String
    /// The arguments its call journals, as written.
    let arguments: [String]
    /// Its `placeholder:` or `placeholderError:` argument, whole.
    let placeholder: String?
  }

  /// The type's doc comment lines, without their slashes.
  var documentation: [String] = []
  /// The expression its `journalSubject` returns.
  var subject: String?
  /// Each method by its full name, such as `addTodo(title:dueDate:)`.
  var methods: [String: Method] = [:]

  /// Reads the slots of a mock's source.
  ///
  /// - Parameters:
  ///   - source: The mock file's contents.
  ///   - typeName: The mock's type name.
  init(source: String, typeName: String) {
    let bytes = Array(source.utf8)
    let tokens = SwiftLexer.tokens(of: source)
    func text(_ range: Range<Int>) -> String {
      guard let first = range.first else { return "" }
      let slice = bytes[
        tokens[first].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
      ]
      return String(decoding: slice, as: UTF8.self)
        .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
    func closing(_ open: Int) -> Int {
      var depth = 0
      for index in open..<tokens.count where tokens[index].kind == .symbol {
        if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
        if [")", "]", "}"].contains(tokens[index].text) { depth -= 1 }
        if depth == 0 { return index }
      }
      return tokens.count
    }
    func split(_ range: Range<Int>) -> [Range<Int>] {
      var parts: [Range<Int>] = []
      var start = range.lowerBound
      var index = range.lowerBound
      while index < range.upperBound {
        if ["(", "[", "{"].contains(tokens[index].text), tokens[index].kind == .symbol {
          index = closing(index) + 1
          continue
        }
        // A generic type's arguments (`AsyncStream<Frog, any Error>`) hold commas of their own.
        if tokens[index].isSymbol("<"), index > range.lowerBound,
          tokens[index - 1].kind == .word, tokens[index - 1].text.first?.isUppercase == true
        {
          var depth = 0
          while index < range.upperBound {
            let text = tokens[index].text
            if tokens[index].kind == .symbol {
              depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
            }
            index += 1
            if depth <= 0 { break }
          }
          continue
        }
        if tokens[index].isSymbol(",") {
          parts.append(start..<index)
          start = index + 1
        }
        index += 1
      }
      parts.append(start..<range.upperBound)
      return parts.filter { !$0.isEmpty }
    }

    for (index, token) in tokens.enumerated() {
      if token.isWord("class"), index + 1 < tokens.count, tokens[index + 1].text == typeName {
        var start = index
        while start > 0, ["public", "final", "@", "MainActor"].contains(tokens[start - 1].text) {
          start -= 1
        }
        documentation = tokens[start].documentation
      }
      if token.isWord("journalSubject"), index > 0, tokens[index - 1].isWord("var"),
        let open = tokens[index...].firstIndex(where: { $0.isSymbol("{") })
      {
        subject = text(open + 1..<closing(open))
      }
      guard token.isWord("func"), index + 2 < tokens.count, tokens[index + 2].isSymbol("(")
      else { continue }
      let name = tokens[index + 1].text
      let parametersEnd = closing(index + 2)
      let labels = split(index + 3..<parametersEnd).map { parameter in
        tokens[parameter.lowerBound].text + ":"
      }
      guard let bodyOpen = tokens[parametersEnd...].firstIndex(where: { $0.isSymbol("{") }) else {
        continue
      }
      let bodyEnd = closing(bodyOpen)
      // The last call in the body that journals: `recordCall(…)`, or a stub's `answer(self, …)`.
      guard
        let call = (bodyOpen..<bodyEnd).last(where: { position in
          ["recordCall", "answer", "suspendingAnswer"].contains(tokens[position].text)
            && tokens[position + 1].isSymbol("(")
        })
      else { continue }
      var arguments = split(call + 2..<closing(call + 1)).map(text)
      if tokens[call].text != "recordCall", arguments.first == "self" { arguments.removeFirst() }
      let placeholder = arguments.last.flatMap { last in
        last.hasPrefix("placeholder:") || last.hasPrefix("placeholderError:") ? last : nil
      }
      if placeholder != nil { arguments.removeLast() }
      methods[name + "(" + labels.joined() + ")"] = Method(
        parameters: text(index + 3..<parametersEnd),
        effects: text(parametersEnd + 1..<bodyOpen),
        arguments: arguments,
        placeholder: placeholder
      )
    }
  }

  /// Slots for a mock not written yet: nothing kept.
  init() {}
}
