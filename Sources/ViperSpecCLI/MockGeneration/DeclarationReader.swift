/// Reads the declarations of one Swift file that the mock generator needs: protocols with their
/// requirements, enums with their cases, type names and imports.
struct DeclarationReader {
  /// What a file declares.
  struct Found {
    var protocols: [ProtocolDeclaration] = []
    /// Protocols declared inside a type or an extension, which `mocks` does not read.
    var nestedProtocols: [String] = []
    var classes: [ClassDeclaration] = []
    var structs: [StructDeclaration] = []
    var enums: [EnumDeclaration] = []
    /// The protocols each type's extensions add, by the type's name.
    var extensionConformances: [String: [String]] = [:]
    var typeNames: Set<String> = []
    /// Top-level type aliases: each name with the type it stands for.
    var typeAliases: [String: String] = [:]
    var imports: [String] = []
  }

  private let source: [UInt8]
  let path: String
  let tokens: [SwiftToken]

  /// Creates a reader.
  ///
  /// - Parameters:
  ///   - source: The file's contents.
  ///   - path: Its path, for the declarations' locations.
  init(source: String, path: String) {
    self.source = Array(source.utf8)
    self.path = path
    tokens = SwiftLexer.tokens(of: source)
  }

  /// Reads the file.
  func read() -> Found {
    var found = Found()
    var depth = 0
    var attributes: [String] = []
    var isPublic = false
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      defer { index += 1 }
      if token.isSymbol("{") { depth += 1 }
      if token.isSymbol("}") { depth -= 1 }
      if token.isSymbol("@"), index + 1 < tokens.count {
        attributes.append(tokens[index + 1].text)
        index += 1
        continue
      }
      if token.kind == .word, ["public", "open", "package"].contains(token.text) {
        isPublic = isPublic || token.text != "package"
        continue
      }
      if ["internal", "fileprivate", "private", "final", "indirect", "nonisolated"].contains(
        token.text
      ) {
        continue
      }
      defer {
        attributes = []
        isPublic = false
      }
      guard token.kind == .word, index + 1 < tokens.count, tokens[index + 1].kind == .word else {
        continue
      }
      let name = tokens[index + 1].text
      switch token.text {
      case "import" where depth == 0:
        var last = index + 1
        while last + 2 < tokens.count, tokens[last + 1].isSymbol("."),
          tokens[last + 2].line == token.line
        {
          last += 2
        }
        let module =
          ["struct", "class", "enum", "protocol", "func", "var", "typealias"]
            .contains(name) && index + 2 < tokens.count ? tokens[index + 2].text : name
        found.imports.append(module)
      case "protocol":
        found.typeNames.insert(name)
        if depth == 0 {
          found.protocols.append(
            readProtocol(at: index, isPublic: isPublic, attributes: attributes)
          )
        } else {
          found.nestedProtocols.append(name)
        }
      case "enum":
        found.typeNames.insert(name)
        if let declaration = readEnum(at: index) { found.enums.append(declaration) }
      case "class" where !["func", "var", "let", "subscript", "init", "static"].contains(name):
        found.typeNames.insert(name)
        if let declaration = readClass(at: index, isPublic: isPublic) {
          found.classes.append(declaration)
        }
      case "extension" where depth == 0:
        found.extensionConformances[name, default: []] += readExtensionConformances(at: index)
      case "typealias":
        found.typeNames.insert(name)
        if depth == 0, index + 3 < tokens.count, tokens[index + 2].isSymbol("=") {
          let end = firstIndex(from: index + 3) { $0.line != tokens[index + 3].line }
          found.typeAliases[name] = text(index + 3..<end)
        }
      case "struct":
        found.typeNames.insert(name)
        if depth == 0, let declaration = readStruct(at: index) { found.structs.append(declaration) }
      case "actor":
        found.typeNames.insert(name)
      default:
        break
      }
    }
    return found
  }

  // MARK: - Protocols

  private func readProtocol(
    at keyword: Int,
    isPublic: Bool,
    attributes: [String]
  )
    -> ProtocolDeclaration
  {
    let name = tokens[keyword + 1].text
    var refusal: String?
    var index = keyword + 2
    if index < tokens.count, tokens[index].isSymbol("<") {
      refusal = "it has primary associated types"
      index = closing(of: index) + 1
    }
    var inherited: [String] = []
    if index < tokens.count, tokens[index].isSymbol(":") {
      let end = firstIndex(from: index + 1) { $0.isSymbol("{") || $0.isWord("where") }
      inherited = split(index + 1..<end).map(text)
      index = end
    }
    if index < tokens.count, tokens[index].isWord("where") {
      refusal = refusal ?? "it has a `where` clause"
      index = firstIndex(from: index) { $0.isSymbol("{") }
    }
    let bodyEnd = index < tokens.count ? closing(of: index) : tokens.count
    if (index..<bodyEnd).contains(where: { tokens[$0].isSymbol("#") }) {
      refusal = refusal ?? "`#if` blocks, whose requirements a mock would need in the same blocks"
    }
    return ProtocolDeclaration(
      name: name,
      file: path,
      line: tokens[keyword].line,
      isPublic: isPublic,
      isMainActor: attributes.contains("MainActor"),
      inherited: inherited,
      requirements: readRequirements(in: index + 1..<bodyEnd),
      refusal: refusal
    )
  }

  static let memberKeywords: Set<String> = [
    "func", "var", "let", "associatedtype", "init", "subscript", "typealias", "static", "class",
    "mutating", "nonmutating", "nonisolated", "optional",
  ]

  private static let declarationKeywords: Set<String> = [
    "func", "var", "let", "associatedtype", "init", "subscript", "typealias",
  ]

  private func readRequirements(in body: Range<Int>) -> [ProtocolRequirement] {
    // A member runs from its first attribute or modifier to the next member's first one.
    var starts: [Int] = []
    var pendingStart: Int?
    var depth = 0
    for index in body {
      let token = tokens[index]
      if token.kind == .symbol, ["(", "[", "<", "{"].contains(token.text) { depth += 1 }
      if token.kind == .symbol, [")", "]", ">", "}"].contains(token.text) { depth -= 1 }
      guard depth == 0 else { continue }
      let previous = index > body.lowerBound ? tokens[index - 1] : nil
      if token.isSymbol("@"), !(previous.map(isTypePosition) ?? false) {
        pendingStart = pendingStart ?? index
      } else if token.kind == .word, Self.declarationKeywords.contains(token.text) {
        starts.append(pendingStart ?? index)
        pendingStart = nil
      } else if token.kind == .word, Self.memberKeywords.contains(token.text) {
        pendingStart = pendingStart ?? index
      }
    }
    let ends = starts.dropFirst() + [body.upperBound]
    return zip(starts, ends).map { readRequirement(in: $0..<$1) }
  }

  /// Whether an attribute after this token belongs to a type, as in `-> @Sendable () -> Void`.
  private func isTypePosition(_ token: SwiftToken) -> Bool {
    token.isSymbol("->") || token.isSymbol(":") || token.isSymbol(",")
  }

  private func readRequirement(in member: Range<Int>) -> ProtocolRequirement {
    var index = member.lowerBound
    var modifiers: [String] = []
    while index < member.upperBound {
      let token = tokens[index]
      if token.isSymbol("@") {
        index += 2
        if index < member.upperBound, tokens[index].isSymbol("(") { index = closing(of: index) + 1 }
      } else if token.kind == .word, Self.memberKeywords.contains(token.text),
        !Self.declarationKeywords.contains(token.text)
      {
        modifiers.append(token.text)
        index += 1
      } else {
        break
      }
    }
    guard index < member.upperBound else {
      return .unsupported(
        line: tokens[member.lowerBound].line,
        reason: "a declaration it cannot read"
      )
    }
    let keyword = tokens[index]
    switch keyword.text {
    case "func":
      return readMethod(keyword: index, end: member.upperBound, modifiers: modifiers)
    case "var":
      return readProperty(keyword: index, end: member.upperBound, modifiers: modifiers)
    case "init":
      return .unsupported(line: keyword.line, reason: "an initializer requirement")
    case "subscript":
      return .unsupported(line: keyword.line, reason: "a subscript")
    default:
      return .unsupported(line: keyword.line, reason: "an `\(keyword.text)` requirement")
    }
  }

  private func readMethod(keyword: Int, end: Int, modifiers: [String]) -> ProtocolRequirement {
    let line = tokens[keyword].line
    guard keyword + 2 < end, tokens[keyword + 1].kind == .word else {
      return .unsupported(line: line, reason: "an operator")
    }
    let name = tokens[keyword + 1].text
    var index = keyword + 2
    if tokens[index].isSymbol("<") {
      return .unsupported(line: line, reason: "a generic method, `\(name)`")
    }
    guard tokens[index].isSymbol("(") else {
      return .unsupported(line: line, reason: "a method it cannot read, `\(name)`")
    }
    let close = closing(of: index)
    var parameters: [MethodRequirement.Parameter] = []
    for parameter in split(index + 1..<close) {
      guard let colon = parameter.first(where: { tokens[$0].isSymbol(":") }) else {
        return .unsupported(line: line, reason: "a parameter it cannot read in `\(name)`")
      }
      let names = (parameter.lowerBound..<colon).map { tokens[$0].text }
      guard names.count == 1 || names.count == 2,
        !parameter.contains(where: { tokens[$0].isSymbol("=") })
      else {
        return .unsupported(line: line, reason: "a parameter it cannot read in `\(name)`")
      }
      let type = text(colon + 1..<parameter.upperBound)
      if type.hasPrefix("inout ") {
        return .unsupported(line: line, reason: "an `inout` parameter in `\(name)`")
      }
      parameters.append(
        .init(
          label: names[0] == "_" ? nil : names[0],
          name: names.count == 2 ? names[1] : names[0],
          type: type
        )
      )
    }
    index = close + 1
    var isAsync = false
    var failure = MethodRequirement.Failure.none
    var returnType: String?
    while index < end {
      let token = tokens[index]
      if token.isWord("async") {
        isAsync = true
        index += 1
      } else if token.isWord("throws") {
        failure = .untyped
        index += 1
        if index < end, tokens[index].isSymbol("(") {
          let errorEnd = closing(of: index)
          let error = text(index + 1..<errorEnd)
          failure = error == "any Error" ? .untyped : .typed(error)
          index = errorEnd + 1
        }
      } else if token.isWord("rethrows") || token.isWord("reasync") {
        return .unsupported(line: line, reason: "a `\(token.text)` method, `\(name)`")
      } else if token.isSymbol("->") {
        let typeEnd = firstIndex(from: index + 1, upTo: end) { $0.isWord("where") }
        returnType = text(index + 1..<typeEnd)
        index = typeEnd
      } else if token.isWord("where") {
        return .unsupported(line: line, reason: "a method with a `where` clause, `\(name)`")
      } else {
        index += 1
      }
    }
    if returnType == "Void" || returnType == "()" { returnType = nil }
    let words = returnType?.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
    if let returnType, words?.contains("Self") == true || returnType.hasPrefix("some ") {
      return .unsupported(line: line, reason: "a method returning `\(returnType)`, `\(name)`")
    }
    return .method(
      MethodRequirement(
        name: name,
        parameters: parameters,
        isAsync: isAsync,
        failure: failure,
        returnType: returnType,
        isNonisolated: modifiers.contains("nonisolated"),
        isStatic: modifiers.contains("static") || modifiers.contains("class"),
        line: line
      )
    )
  }

  private func readProperty(keyword: Int, end: Int, modifiers: [String]) -> ProtocolRequirement {
    let line = tokens[keyword].line
    guard keyword + 2 < end, tokens[keyword + 2].isSymbol(":") else {
      return .unsupported(line: line, reason: "a property it cannot read")
    }
    let name = tokens[keyword + 1].text
    let brace = firstIndex(from: keyword + 3, upTo: end) { $0.isSymbol("{") }
    let accessors = (brace..<min(end, brace < end ? closing(of: brace) : end)).map {
      tokens[$0].text
    }
    if accessors.contains("async") || accessors.contains("throws") {
      return .unsupported(line: line, reason: "an `async` or throwing property, `\(name)`")
    }
    return .property(
      PropertyRequirement(
        name: name,
        type: text(keyword + 3..<brace),
        isSettable: accessors.contains("set"),
        isNonisolated: modifiers.contains("nonisolated"),
        isStatic: modifiers.contains("static") || modifiers.contains("class"),
        line: line
      )
    )
  }

  // MARK: - Tokens

  /// The index of the bracket that closes the one at an index.
  ///
  /// Only brackets of the same kind count, so that a `<` in a body's code (`count < 3`) does not
  /// take the body's `}` for its own.
  func closing(of open: Int) -> Int {
    let pairs: [String: String] = ["(": ")", "[": "]", "{": "}", "<": ">"]
    guard let closer = pairs[tokens[open].text] else { return tokens.count }
    let opener = tokens[open].text
    var depth = 0
    for index in open..<tokens.count where tokens[index].kind == .symbol {
      if tokens[index].text == opener { depth += 1 }
      if tokens[index].text == closer { depth -= 1 }
      if depth == 0 { return index }
    }
    return tokens.count
  }

  func firstIndex(
    from start: Int,
    upTo end: Int? = nil,
    where predicate: (SwiftToken) -> Bool
  ) -> Int {
    let end = end ?? tokens.count
    return (start..<max(start, end)).first { predicate(tokens[$0]) } ?? end
  }

  /// Splits a range of tokens at its top-level commas.
  func split(_ range: Range<Int>) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var depth = 0
    for index in range where tokens[index].kind == .symbol {
      switch tokens[index].text {
      case "(", "[", "{", "<": depth += 1
      case ")", "]", "}", ">": depth -= 1
      case "," where depth == 0:
        parts.append(start..<index)
        start = index + 1
      default: continue
      }
    }
    parts.append(start..<range.upperBound)
    return parts.filter { !$0.isEmpty }
  }

  /// The source of a range of tokens, with each run of spaces and line breaks read as one space.
  func text(_ range: Range<Int>) -> String {
    guard let first = range.first, range.upperBound - 1 < tokens.count else { return "" }
    let bytes = source[
      tokens[first].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
    ]
    return String(decoding: bytes, as: UTF8.self)
      .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
      .joined(separator: " ")
  }
}
