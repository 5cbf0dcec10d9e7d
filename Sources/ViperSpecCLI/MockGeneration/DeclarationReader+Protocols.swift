import ViperMocks

/// Reads a protocol's requirements, each with the `#if` condition it sits under.
extension DeclarationReader {
  /// Reads a protocol: what it inherits and requires, and why no mock can be generated, if so.
  func readProtocol(at keyword: Int, isPublic: Bool, attributes: [String]) -> ProtocolDeclaration {
    let name = tokens[keyword + 1].text
    var refusal: String?
    var index = keyword + 2
    if index < tokens.count, tokens[index].isSymbol("<") {
      // Primary associated types are declared again in the body, where they are read.
      index = closing(of: index) + 1
    }
    var inherited: [String] = []
    if index < tokens.count, tokens[index].isSymbol(":") {
      let end = firstIndex(from: index + 1) { $0.isSymbol("{") || $0.isWord("where") }
      inherited = split(index + 1..<end).map(text)
      index = end
    }
    if index < tokens.count, tokens[index].isWord("where") {
      refusal = "it has a `where` clause"
      index = firstIndex(from: index) { $0.isSymbol("{") }
    }
    let bodyEnd = index < tokens.count ? closing(of: index) : tokens.count
    return ProtocolDeclaration(
      name: name,
      file: path,
      line: tokens[keyword].line,
      isPublic: isPublic,
      isMainActor: attributes.contains("MainActor"),
      globalActor: attributes.first { $0 != "MainActor" && $0.hasSuffix("Actor") },
      inherited: inherited,
      requirements: readRequirements(in: index + 1..<bodyEnd),
      refusal: refusal
    )
  }

  private static let declarationKeywords: Set<String> = [
    "func", "var", "let", "associatedtype", "init", "subscript", "typealias",
  ]

  private func readRequirements(in body: Range<Int>) -> [ProtocolRequirement] {
    // A member runs from its first attribute or modifier to the next member's first one, or to
    // the next `#if`, `#elseif`, `#else` or `#endif`.
    var starts: [(index: Int, condition: String?)] = []
    var boundaries: [Int] = []
    var pendingStart: Int?
    var depth = 0
    var conditions = ConditionStack()
    var index = body.lowerBound
    while index < body.upperBound {
      let token = tokens[index]
      defer { index += 1 }
      if token.kind == .symbol, ["(", "[", "<", "{"].contains(token.text) { depth += 1 }
      if token.kind == .symbol, [")", "]", ">", "}"].contains(token.text) { depth -= 1 }
      guard depth == 0 else { continue }
      if token.isSymbol("#"), index + 1 < body.upperBound, tokens[index + 1].kind == .word {
        let line = token.line
        let end = firstIndex(from: index + 2, upTo: body.upperBound) { $0.line != line }
        conditions.read(tokens[index + 1].text, condition: text(index + 2..<end))
        boundaries.append(index)
        pendingStart = nil
        index = end - 1
        continue
      }
      let previous = index > body.lowerBound ? tokens[index - 1] : nil
      if token.isSymbol("@"), !(previous.map(isTypePosition) ?? false) {
        pendingStart = pendingStart ?? index
      } else if token.kind == .word, Self.declarationKeywords.contains(token.text) {
        starts.append((pendingStart ?? index, conditions.current))
        pendingStart = nil
      } else if token.kind == .word, Self.memberKeywords.contains(token.text) {
        pendingStart = pendingStart ?? index
      }
    }
    return starts.map { start in
      let end =
        (starts.map(\.index) + boundaries + [body.upperBound]).filter { $0 > start.index }
        .min() ?? body.upperBound
      return readRequirement(in: start.index..<end, condition: start.condition)
    }
  }

  /// Whether an attribute after this token belongs to a type, as in `-> @Sendable () -> Void`.
  private func isTypePosition(_ token: SwiftToken) -> Bool {
    token.isSymbol("->") || token.isSymbol(":") || token.isSymbol(",")
  }

  private func readRequirement(in member: Range<Int>, condition: String?) -> ProtocolRequirement {
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
    let context = MemberContext(modifiers: modifiers, condition: condition)
    switch keyword.text {
    case "func":
      return readMethod(keyword: index, end: member.upperBound, context: context)
    case "var":
      return readProperty(keyword: index, end: member.upperBound, context: context)
    case "associatedtype" where index + 1 < member.upperBound:
      let name = tokens[index + 1].text
      var constraint: String?
      if index + 2 < member.upperBound, tokens[index + 2].isSymbol(":") {
        let end = firstIndex(from: index + 3, upTo: member.upperBound) {
          $0.isSymbol("=") || $0.isWord("where")
        }
        constraint = text(index + 3..<end)
      }
      if (index..<member.upperBound).contains(where: { tokens[$0].isWord("where") }) {
        return .unsupported(line: keyword.line, reason: "an associated type with a `where` clause")
      }
      return .associatedType(name: name, constraint: constraint)
    case "init":
      return readInitializer(keyword: index, end: member.upperBound, context: context)
    case "subscript":
      return readSubscript(keyword: index, end: member.upperBound, context: context)
    default:
      return .unsupported(line: keyword.line, reason: "an `\(keyword.text)` requirement")
    }
  }

  /// What a member's modifiers and `#if` say about it.
  private struct MemberContext {
    let modifiers: [String]
    let condition: String?

    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    var isNonisolated: Bool { modifiers.contains("nonisolated") }
  }

  private func readMethod(keyword: Int, end: Int, context: MemberContext) -> ProtocolRequirement {
    let line = tokens[keyword].line
    guard keyword + 2 < end, tokens[keyword + 1].kind == .word else {
      return .unsupported(line: line, reason: "an operator")
    }
    let name = tokens[keyword + 1].text
    var index = keyword + 2
    var generics: String?
    if tokens[index].isSymbol("<") {
      let close = closing(of: index)
      generics = text(index + 1..<close)
      index = close + 1
    }
    guard index < end, tokens[index].isSymbol("(") else {
      return .unsupported(line: line, reason: "a method it cannot read, `\(name)`")
    }
    let close = closing(of: index)
    guard let parameters = readParameters(in: index + 1..<close) else {
      return .unsupported(line: line, reason: "a parameter it cannot read in `\(name)`")
    }
    index = close + 1
    var effects = Effects()
    var whereClause: String?
    while index < end {
      let token = tokens[index]
      if token.isWord("where") {
        whereClause = text(index + 1..<end)
        break
      }
      index = read(effect: index, end: end, into: &effects)
    }
    let takesSelf = parameters.contains { parameter in
      parameter.type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains("Self")
    }
    if takesSelf {
      return .unsupported(line: line, reason: "a method taking `Self`, `\(name)`")
    }
    if let refusal = effects.refusal {
      return .unsupported(line: line, reason: refusal + ", `\(name)`")
    }
    let words = effects.result?.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }
    )
    if let result = effects.result, words?.contains("Self") == true || result.hasPrefix("some ") {
      return .unsupported(line: line, reason: "a method returning `\(result)`, `\(name)`")
    }
    return .method(
      MethodRequirement(
        name: name,
        parameters: parameters,
        isAsync: effects.isAsync,
        failure: effects.failure,
        returnType: effects.result,
        isNonisolated: context.isNonisolated,
        isStatic: context.isStatic,
        line: line,
        generics: generics,
        whereClause: whereClause,
        condition: context.condition
      )
    )
  }

  /// Reads a parameter list's parameters, or `nil` for one it cannot read (a default value).
  private func readParameters(in list: Range<Int>) -> [MethodRequirement.Parameter]? {
    var parameters: [MethodRequirement.Parameter] = []
    for parameter in split(list) {
      guard let colon = parameter.first(where: { tokens[$0].isSymbol(":") }) else { return nil }
      let names = (parameter.lowerBound..<colon).map { tokens[$0].text }
      guard names.count == 1 || names.count == 2,
        !parameter.contains(where: { tokens[$0].isSymbol("=") })
      else { return nil }
      parameters.append(
        .init(
          label: names[0] == "_" ? nil : names[0],
          name: names.count == 2 ? names[1] : names[0],
          type: text(colon + 1..<parameter.upperBound)
        )
      )
    }
    return parameters
  }

  /// Reads an initializer requirement, which a mock meets with an initializer of its own.
  private func readInitializer(
    keyword: Int,
    end: Int,
    context: MemberContext
  ) -> ProtocolRequirement {
    let line = tokens[keyword].line
    var index = keyword + 1
    var isFailable = false
    if index < end, tokens[index].isSymbol("?") || tokens[index].isSymbol("!") {
      isFailable = true
      index += 1
    }
    guard index < end, tokens[index].isSymbol("("),
      let parameters = readParameters(in: index + 1..<closing(of: index))
    else {
      return .unsupported(line: line, reason: "an initializer it cannot read")
    }
    var effects = Effects()
    index = closing(of: index) + 1
    while index < end { index = read(effect: index, end: end, into: &effects) }
    return .method(
      MethodRequirement(
        name: isFailable ? "init?" : "init",
        parameters: parameters,
        isAsync: effects.isAsync,
        failure: effects.failure,
        returnType: nil,
        isNonisolated: context.isNonisolated,
        isStatic: false,
        line: line,
        form: .initializer,
        condition: context.condition
      )
    )
  }

  /// Reads a subscript, which a mock answers through a stub as a method.
  private func readSubscript(keyword: Int, end: Int, context: MemberContext) -> ProtocolRequirement
  {
    let line = tokens[keyword].line
    let open = keyword + 1
    guard open < end, tokens[open].isSymbol("("),
      let parameters = readParameters(in: open + 1..<closing(of: open))
    else {
      return .unsupported(line: line, reason: "a subscript it cannot read")
    }
    let close = closing(of: open)
    // A subscript's parameter has a label only when it names two: `key key: String`.
    let labelled = split(open + 1..<close).map { parameter in
      parameter.prefix { !tokens[$0].isSymbol(":") }.count == 2
    }
    let brace = firstIndex(from: close, upTo: end) { $0.isSymbol("{") }
    guard close + 1 < brace, tokens[close + 1].isSymbol("->") else {
      return .unsupported(line: line, reason: "a subscript it cannot read")
    }
    let accessors = (brace..<min(end, brace < end ? closing(of: brace) : end)).map {
      tokens[$0].text
    }
    if accessors.contains("async") || accessors.contains("throws") {
      return .unsupported(line: line, reason: "a subscript that waits or throws")
    }
    return .method(
      MethodRequirement(
        name: "subscript",
        parameters: zip(parameters, labelled).map { parameter, isLabelled in
          .init(
            label: isLabelled ? parameter.label : nil,
            name: parameter.name,
            type: parameter.type
          )
        },
        isAsync: false,
        failure: .none,
        returnType: text(close + 2..<brace),
        isNonisolated: context.isNonisolated,
        isStatic: context.isStatic,
        line: line,
        form: .subscript(settable: accessors.contains("set")),
        condition: context.condition
      )
    )
  }

  /// What follows a method's parameters or a getter's `get`.
  private struct Effects {
    var isAsync = false
    var failure = MethodRequirement.Failure.none
    var result: String?
    /// Why a mock cannot have these effects, if it cannot.
    var refusal: String?
  }

  /// Reads one effect or the result at a token, and returns the index after it.
  private func read(effect index: Int, end: Int, into effects: inout Effects) -> Int {
    let token = tokens[index]
    if token.isWord("async") {
      effects.isAsync = true
    } else if token.isWord("throws") {
      effects.failure = .untyped
      if index + 1 < end, tokens[index + 1].isSymbol("(") {
        let errorEnd = closing(of: index + 1)
        let error = text(index + 2..<errorEnd)
        effects.failure = error == "any Error" ? .untyped : .typed(error)
        return errorEnd + 1
      }
    } else if token.isWord("rethrows") {
      effects.failure = .rethrowing
    } else if token.isWord("reasync") {
      effects.refusal = "a `reasync` method"
    } else if token.isSymbol("->") {
      let typeEnd = firstIndex(from: index + 1, upTo: end) { $0.isWord("where") }
      let result = text(index + 1..<typeEnd)
      effects.result = result == "Void" || result == "()" ? nil : result
      return typeEnd
    }
    return index + 1
  }

  private func readProperty(keyword: Int, end: Int, context: MemberContext) -> ProtocolRequirement {
    let line = tokens[keyword].line
    guard keyword + 2 < end, tokens[keyword + 2].isSymbol(":") else {
      return .unsupported(line: line, reason: "a property it cannot read")
    }
    let name = tokens[keyword + 1].text
    let brace = firstIndex(from: keyword + 3, upTo: end) { $0.isSymbol("{") }
    let close = brace < end ? closing(of: brace) : end
    let accessors = (brace..<min(end, close)).map { tokens[$0].text }
    let type = text(keyword + 3..<brace)
    if accessors.contains("async") || accessors.contains("throws") {
      // A getter that waits or throws answers through a stub, as a method does.
      var effects = Effects()
      var index = brace + 1
      while index < close { index = read(effect: index, end: close, into: &effects) }
      return .method(
        MethodRequirement(
          name: name,
          parameters: [],
          isAsync: effects.isAsync,
          failure: effects.failure,
          returnType: type,
          isNonisolated: context.isNonisolated,
          isStatic: context.isStatic,
          line: line,
          form: .getter,
          condition: context.condition
        )
      )
    }
    return .property(
      PropertyRequirement(
        name: name,
        type: type,
        isSettable: accessors.contains("set"),
        isNonisolated: context.isNonisolated,
        isStatic: context.isStatic,
        line: line,
        condition: context.condition
      )
    )
  }
}

/// The `#if` blocks a protocol's body is in at a point, each requirement's as one condition:
/// the second branch of `#if A` … `#elseif B` sits under `!(A) && (B)`.
private struct ConditionStack {
  /// For each open block, the conditions of its branches so far; the last is the current one's.
  private var blocks: [[String]] = []

  /// The condition of the current point, or `nil` outside every block.
  var current: String? {
    let terms = blocks.flatMap { branches in
      branches.dropLast().map { "!(\($0))" } + [branches.last ?? ""].filter { !$0.isEmpty }
    }
    guard !terms.isEmpty else { return nil }
    return terms.count == 1 ? terms[0] : terms.joined(separator: " && ")
  }

  /// Reads a directive.
  mutating func read(_ directive: String, condition: String) {
    switch directive {
    case "if": blocks.append([condition])
    case "elseif": if !blocks.isEmpty { blocks[blocks.count - 1].append(condition) }
    case "else": if !blocks.isEmpty { blocks[blocks.count - 1].append("") }
    case "endif": if !blocks.isEmpty { blocks.removeLast() }
    default: break
    }
  }
}
