/// Reads the module's classes, structs, enums and extensions: what `viper-spec adopt` needs to
/// build a presenter, wire it and make the values its inputs take.
extension DeclarationReader {
  /// Reads a class: its access, what it inherits, its initializers and its stored properties.
  func readClass(at keyword: Int, isPublic: Bool, isMainActor: Bool) -> ClassDeclaration? {
    let open = firstIndex(from: keyword + 2) { $0.isSymbol("{") }
    guard open < tokens.count else { return nil }
    var afterName = keyword + 2
    var genericParameters: [String] = []
    if tokens[afterName].isSymbol("<") {
      let close = closing(of: afterName)
      genericParameters = split(afterName + 1..<close).map { tokens[$0.lowerBound].text }
      afterName = close + 1
    }
    var inherited: [String] = []
    if afterName < open, tokens[afterName].isSymbol(":") {
      let end = firstIndex(from: afterName + 1, upTo: open) { $0.isWord("where") }
      inherited = split(afterName + 1..<end).map(text)
    }
    let close = closing(of: open)
    var initializers: [ClassDeclaration.Initializer] = []
    var depth = 0
    for index in open + 1..<close {
      let token = tokens[index]
      if token.isSymbol("{") { depth += 1 }
      if token.isSymbol("}") { depth -= 1 }
      let isFailable = index + 2 < close && tokens[index + 1].isSymbol("?")
      let parenthesis = index + (isFailable ? 2 : 1)
      guard depth == 0, token.isWord("init"), parenthesis < close,
        tokens[parenthesis].isSymbol("(")
      else { continue }
      let modifiers = self.modifiers(before: index, after: open)
      let end = closing(of: parenthesis)
      let parameters = split(parenthesis + 1..<end).compactMap { range in readParameter(range) }
      let body = firstIndex(from: end, upTo: close) { $0.isSymbol("{") }
      let effects = (end + 1..<body).map { tokens[$0].text }.filter {
        ["async", "throws", "rethrows"].contains($0)
      }
      initializers.append(
        .init(
          parameters: parameters,
          isPublic: modifiers.contains("public") || modifiers.contains("open"),
          isPrivate: modifiers.contains("private") || modifiers.contains("fileprivate"),
          effects: (isFailable ? ["?"] : []) + effects
        )
      )
    }
    return ClassDeclaration(
      name: tokens[keyword + 1].text,
      file: path,
      isPublic: isPublic,
      isMainActor: isMainActor,
      genericParameters: genericParameters,
      inherited: inherited,
      initializers: initializers,
      properties: storedProperties(in: open + 1..<close)
    )
  }

  /// Reads a struct: its stored properties, and whether it declares an initializer of its own,
  /// which takes the memberwise one away.
  func readStruct(at keyword: Int) -> StructDeclaration? {
    let open = firstIndex(from: keyword + 2) { $0.isSymbol("{") }
    guard open < tokens.count else { return nil }
    let close = closing(of: open)
    var depth = 0
    var declaresInitializer = false
    for index in open + 1..<close {
      if tokens[index].isSymbol("{") { depth += 1 }
      if tokens[index].isSymbol("}") { depth -= 1 }
      if depth == 0, tokens[index].isWord("init") { declaresInitializer = true }
    }
    return StructDeclaration(
      name: tokens[keyword + 1].text,
      properties: storedProperties(in: open + 1..<close),
      declaresInitializer: declaresInitializer
    )
  }

  /// The protocols an `extension Name: A, B` adds.
  func readExtensionConformances(at keyword: Int) -> [String] {
    let open = firstIndex(from: keyword + 2) { $0.isSymbol("{") || $0.isWord("where") }
    guard keyword + 2 < tokens.count, tokens[keyword + 2].isSymbol(":") else { return [] }
    return split(keyword + 3..<open).map(text)
  }

  /// The stored properties at the top level of a type's body: `var` and `let` with a type
  /// written, not `static`, not computed.
  private func storedProperties(in body: Range<Int>) -> [StoredPropertyDeclaration] {
    var properties: [StoredPropertyDeclaration] = []
    var depth = 0
    for index in body {
      let token = tokens[index]
      if token.kind == .symbol, ["(", "[", "{"].contains(token.text) { depth += 1 }
      if token.kind == .symbol, [")", "]", "}"].contains(token.text) { depth -= 1 }
      guard depth == 0, token.isWord("var") || token.isWord("let"), index + 2 < body.upperBound,
        tokens[index + 1].kind == .word, tokens[index + 2].isSymbol(":")
      else { continue }
      let modifiers = self.modifiers(before: index, after: body.lowerBound - 1)
      guard !modifiers.contains("static"), !modifiers.contains("class") else { continue }
      let line = tokens[index].line
      let end = firstIndex(from: index + 3, upTo: body.upperBound) {
        $0.isSymbol("=") || $0.isSymbol("{") || $0.isSymbol(";")
          || ($0.line != line && $0.kind == .word)
      }
      if end < body.upperBound, tokens[end].isSymbol("{") { continue }
      properties.append(
        StoredPropertyDeclaration(
          name: tokens[index + 1].text,
          type: text(index + 3..<end),
          isVariable: token.isWord("var"),
          hasDefault: end < body.upperBound && tokens[end].isSymbol("="),
          isPrivate: modifiers.contains("private") || modifiers.contains("fileprivate")
        )
      )
    }
    return properties
  }

  /// The modifiers and attributes' words written before a declaration's keyword.
  private func modifiers(before keyword: Int, after limit: Int) -> [String] {
    var words: [String] = []
    var index = keyword - 1
    let known: Set<String> = [
      "public", "open", "internal", "private", "fileprivate", "package", "static", "class",
      "final", "weak", "unowned", "lazy", "convenience", "required", "nonisolated", "override",
      "set", "(", ")",
    ]
    while index > limit, known.contains(tokens[index].text) {
      words.append(tokens[index].text)
      index -= 1
    }
    return words
  }

  func readParameter(
    _ range: Range<Int>
  ) -> (
    parameter: MethodRequirement.Parameter, hasDefault: Bool
  )? {
    guard let colon = range.first(where: { tokens[$0].isSymbol(":") }) else { return nil }
    let names = (range.lowerBound..<colon).map { tokens[$0].text }
    guard names.count == 1 || names.count == 2 else { return nil }
    let equals = (colon..<range.upperBound).first { tokens[$0].isSymbol("=") }
    return (
      .init(
        label: names[0] == "_" ? nil : names[0],
        name: names.count == 2 ? names[1] : names[0],
        type: text(colon + 1..<(equals ?? range.upperBound))
      ),
      equals != nil
    )
  }

  /// Reads an enum: its cases with their payloads.
  func readEnum(at keyword: Int) -> EnumDeclaration? {
    guard keyword + 1 < tokens.count else { return nil }
    let open = firstIndex(from: keyword + 2) { $0.isSymbol("{") }
    guard open < tokens.count else { return nil }
    let close = closing(of: open)
    var cases: [EnumDeclaration.Case] = []
    var depth = 0
    var index = open + 1
    while index < close {
      let token = tokens[index]
      if token.isSymbol("{") { depth += 1 }
      if token.isSymbol("}") { depth -= 1 }
      guard depth == 0, token.isWord("case") else {
        index += 1
        continue
      }
      // One `case` line: names with optional payloads, separated by commas.
      let lineEnd = firstIndex(from: index + 1, upTo: close) {
        $0.line != token.line && $0.kind == .word
          && ($0.text == "case" || Self.memberKeywords.contains($0.text))
      }
      for element in split(index + 1..<lineEnd) {
        guard let first = element.first, tokens[first].kind == .word else { continue }
        var payload: [(label: String?, type: String)] = []
        if first + 1 < element.upperBound, tokens[first + 1].isSymbol("(") {
          for value in split(first + 2..<closing(of: first + 1)) {
            if let colon = value.first(where: { tokens[$0].isSymbol(":") }) {
              payload.append((tokens[value.lowerBound].text, text(colon + 1..<value.upperBound)))
            } else {
              payload.append((nil, text(value)))
            }
          }
        }
        cases.append(.init(name: tokens[first].text, payload: payload))
      }
      index = lineEnd
    }
    let header = tokens[(keyword + 2)..<open].prefix { !$0.isWord("where") }
    return EnumDeclaration(
      name: tokens[keyword + 1].text,
      cases: cases,
      inherited: header.filter { $0.kind == .word }.map(\.text)
    )
  }
}
