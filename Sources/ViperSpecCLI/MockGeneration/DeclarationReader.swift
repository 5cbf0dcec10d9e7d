import ViperMocks

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

  /// The words a protocol member or an enum case line may start with.
  static let memberKeywords: Set<String> = [
    "func", "var", "let", "associatedtype", "init", "subscript", "typealias", "static", "class",
    "mutating", "nonmutating", "nonisolated", "optional",
  ]

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
        if let declaration = readClass(
          at: index,
          isPublic: isPublic,
          isMainActor: attributes.contains("MainActor")
        ) {
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
