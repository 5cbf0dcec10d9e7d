import ViperMocks

/// Finds the mutation sites of one file of the module being mutated.
///
/// Generic operators change what any Swift code does (a comparison's boundary, an equality, a
/// logical or arithmetic operator, a Boolean literal, a condition, a call); the others act where a
/// type's role says what the code is for: a presenter's calls on its view, router and delegate
/// and the texts it shows, a router's routes, an interactor's store writes and service calls,
/// durations and thrown errors.
struct MutantFinder {
  /// The file, read.
  let map: SwiftCodeMap
  /// What the module declares beyond the file.
  let context: MutationContext

  /// The binary operators the operator mutants change, and into what.
  static let binaryReplacements: [String: (String, MutationOperator)] = [
    "<": ("<=", .relationalBoundary), "<=": ("<", .relationalBoundary),
    ">": (">=", .relationalBoundary), ">=": (">", .relationalBoundary),
    "==": ("!=", .equality), "!=": ("==", .equality),
    "===": ("!==", .equality), "!==": ("===", .equality),
    "&&": ("||", .logical), "||": ("&&", .logical),
    "+": ("-", .arithmetic), "-": ("+", .arithmetic),
    "*": ("/", .arithmetic), "/": ("*", .arithmetic),
    "+=": ("-=", .arithmetic), "-=": ("+=", .arithmetic),
  ]

  /// The characters operators are made of.
  private static let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)

  /// Every site in the file, in no particular order.
  func sites() -> [MutationSite] {
    var found: [MutationSite] = []
    var index = 0
    while index < map.tokens.count {
      defer { index += 1 }
      guard map.isCode(index) else { continue }
      let token = map.tokens[index]
      switch token.kind {
      case .symbol:
        if let site = binaryOperatorSite(at: index) { found.append(site) }
        found += ternarySites(at: index)
      case .word:
        found += wordSites(at: index)
      case .string:
        if let site = shownTextSite(at: index) { found.append(site) }
      default:
        break
      }
    }
    found += statementSites()
    return found
  }

  /// A binary operator with spaces on both sides that starts at a token.
  private func binaryOperatorSite(at index: Int) -> MutationSite? {
    let start = map.tokens[index].range.lowerBound
    guard start > 0, Self.isSpace(map.bytes[start - 1]) else { return nil }
    var end = map.tokens[index].range.upperBound
    var last = index
    while last + 1 < map.tokens.count, map.tokens[last + 1].range.lowerBound == end,
      map.tokens[last + 1].kind == .symbol,
      map.tokens[last + 1].text.utf8.allSatisfy(Self.operatorCharacters.contains)
    {
      last += 1
      end = map.tokens[last].range.upperBound
    }
    guard end < map.bytes.count, Self.isSpace(map.bytes[end]) else { return nil }
    let text = MutationSite.text(start..<end, of: map.bytes)
    guard let (replacement, mutationOperator) = Self.binaryReplacements[text] else { return nil }
    if mutationOperator == .arithmetic, text.hasPrefix("+"),
      isStringLiteral(index - 1) || isStringLiteral(last + 1)
    {
      return nil
    }
    return MutationSite(
      range: start..<end,
      shape: .binaryOperator(replacement: replacement),
      mutationOperator: mutationOperator
    )
  }

  private func isStringLiteral(_ index: Int) -> Bool {
    map.tokens.indices.contains(index) && map.tokens[index].stringLiteral != nil
  }

  /// The sites a word starts: a Boolean literal, a condition, a duration, a route, an error.
  private func wordSites(at index: Int) -> [MutationSite] {
    let token = map.tokens[index]
    switch token.text {
    case "true", "false":
      guard index == 0 || !map.tokens[index - 1].isSymbol(".") else { return [] }
      return [
        MutationSite(
          range: token.range,
          shape: .choice(replacement: token.text == "true" ? "false" : "true"),
          mutationOperator: .booleanLiteral
        )
      ]
    case "if", "guard", "while":
      return conditionSite(after: index).map { [$0] } ?? []
    case "seconds", "milliseconds", "microseconds", "nanoseconds":
      return durationSite(at: index).map { [$0] } ?? []
    case "throw":
      return errorSite(after: index).map { [$0] } ?? []
    case "failure":
      guard index > 0, map.tokens[index - 1].isSymbol("."), index + 1 < map.tokens.count,
        map.tokens[index + 1].isSymbol("(")
      else { return [] }
      return errorSite(after: index + 1).map { [$0] } ?? []
    default:
      return routeSites(at: index)
    }
  }

  /// The condition of an `if`, `guard` or `while`, negated: only a plain Boolean expression,
  /// not one that binds (`let`, `case`) or lists several clauses.
  private func conditionSite(after keyword: Int) -> MutationSite? {
    if keyword > 0, map.tokens[keyword - 1].isSymbol("#") { return nil }
    let isGuard = map.tokens[keyword].text == "guard"
    var depth = 0
    var index = keyword + 1
    while index < map.tokens.count {
      let token = map.tokens[index]
      if depth == 0 {
        if isGuard ? token.isWord("else") : token.isSymbol("{") { break }
        if token.isSymbol(",") || token.isWord("let") || token.isWord("var")
          || token.isWord("case") || token.isSymbol("#") || token.isSymbol("@")
          || token.isSymbol("{") || token.isSymbol("}")
        {
          return nil
        }
      }
      if token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
      if token.isSymbol(")") || token.isSymbol("]") { depth -= 1 }
      if token.isSymbol("{") { depth += 1 }
      if token.isSymbol("}") { depth -= 1 }
      index += 1
    }
    guard index < map.tokens.count, index > keyword + 1 else { return nil }
    return MutationSite(
      range: map.byteRange(keyword + 1...index - 1),
      shape: .negation,
      mutationOperator: .negateCondition
    )
  }

  /// The number in `.seconds(3)`, `.milliseconds(300)` and the like, made zero (or one).
  private func durationSite(at index: Int) -> MutationSite? {
    guard index > 0, map.tokens[index - 1].isSymbol("."), index + 3 < map.tokens.count,
      map.tokens[index + 1].isSymbol("("), map.tokens[index + 2].kind == .number,
      map.tokens[index + 3].isSymbol(")")
    else { return nil }
    let number = map.tokens[index + 2]
    let isZero = number.text.allSatisfy { "0._".contains($0) }
    return MutationSite(
      range: number.range,
      shape: .choice(replacement: isZero ? "1" : "0"),
      mutationOperator: .changeDuration
    )
  }

  /// An error case thrown (`throw .blank`, `throw LoginError.blank(x)`) or wrapped in
  /// `.failure(…)`, turned into the next case of its enum with the same payload.
  private func errorSite(after index: Int) -> MutationSite? {
    var first = index + 1
    guard first < map.tokens.count else { return nil }
    var typeName: String?
    if map.tokens[first].kind == .word, first + 1 < map.tokens.count,
      map.tokens[first + 1].isSymbol(".")
    {
      typeName = map.tokens[first].text
      first += 1
    }
    guard map.tokens[first].isSymbol("."), first + 1 < map.tokens.count,
      map.tokens[first + 1].kind == .word
    else { return nil }
    let name = map.tokens[first + 1].text
    let candidates = context.errorEnums(declaring: name).filter {
      typeName == nil || $0.name == typeName
    }
    guard candidates.count == 1, let declaration = candidates.first,
      let sibling = MutationContext.sibling(of: name, in: declaration)
    else { return nil }
    var last = first + 1
    var arguments = ""
    if last + 1 < map.tokens.count, map.tokens[last + 1].isSymbol("(") {
      let closing = map.closing(of: last + 1)
      arguments = map.text(last + 1...closing)
      last = closing
    }
    let start = typeName == nil ? first : first - 1
    return MutationSite(
      range: map.byteRange(start...last),
      shape: .choice(replacement: "\(declaration.name).\(sibling)\(arguments)"),
      mutationOperator: .changeErrorMapping
    )
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == 13
  }
}
