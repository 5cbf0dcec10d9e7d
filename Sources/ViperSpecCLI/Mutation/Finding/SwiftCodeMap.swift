import ViperMocks

/// A Swift file read as far as mutation needs: which tokens are code that runs, which type and
/// role (presenter, interactor, router) each belongs to, and where its statements start and end.
///
/// It reads tokens, not grammar, as the rest of ViperSpec does: braces are told apart by what
/// opens them (a type's body, a function's, a control statement's, a closure), and statements by
/// Swift's own rule that a line break ends one unless the line before ends in, or the next starts
/// with, something that continues it.
struct SwiftCodeMap {
  /// What a `{ … }` holds.
  enum BlockKind: Equatable {
    /// A type's or an extension's members.
    case type(name: String, role: TypeRole)
    /// A function's, initializer's or accessor's body.
    case body
    /// The body of `if`, `else`, `for`, `while`, `switch`, `do`, `catch`, `defer` or `repeat`.
    case control
    /// A closure.
    case closure
    /// Top-level code, or what the reader cannot place: never mutated.
    case other

    /// Whether the block's statements run as code.
    var isCode: Bool {
      self == .body || self == .control || self == .closure
    }
  }

  /// One statement of a code block: a run of tokens, nested blocks included.
  struct Statement: Equatable {
    /// Its first and last tokens.
    var tokens: ClosedRange<Int>
    /// The block that holds it.
    var block: Int
  }

  /// One `{ … }`.
  struct Block: Equatable {
    var kind: BlockKind
    /// The token that opens it, or -1 for the file.
    var opening: Int
    /// The block that holds it; -1 for the file's.
    var parent: Int
    /// The innermost type around it, if any: its name and role.
    var type: (name: String, role: TypeRole)?
    /// Its statements, in order.
    var statements: [Int] = []
    /// Whether it yields a value: the body of a function with a result or of a getter, or a
    /// branch of an `if` or `switch` used as an expression; a call that is its one statement is
    /// that value and cannot be removed.
    var producesValue = false

    static func == (left: Block, right: Block) -> Bool {
      left.kind == right.kind && left.opening == right.opening && left.parent == right.parent
        && left.type?.name == right.type?.name && left.statements == right.statements
    }
  }

  /// The source's bytes.
  let bytes: [UInt8]
  /// Its tokens, comments left out.
  let tokens: [SwiftToken]
  /// Every block; the first is the file.
  private(set) var blocks: [Block] = []
  /// Every statement of every block, in the order they start.
  private(set) var statements: [Statement] = []
  /// The block each token belongs to directly.
  private(set) var blockOfToken: [Int] = []
  /// The lines that are compiler directives (`#if`, `#elseif`), whose tokens are never code.
  private(set) var directiveLines: Set<Int> = []

  /// Reads a source.
  ///
  /// - Parameter source: The Swift source.
  init(_ source: String) {
    bytes = Array(source.utf8)
    tokens = SwiftLexer.tokens(of: bytes, keepingComments: false)
    read()
  }

  /// Whether a token is code that runs: in a function, accessor, closure or control block, or
  /// in the initial value of a stored property.
  func isCode(_ token: Int) -> Bool {
    guard !directiveLines.contains(tokens[token].line) else { return false }
    let block = blocks[blockOfToken[token]]
    if block.kind.isCode { return true }
    guard case .type = block.kind else { return false }
    return isInPropertyInitializer(token)
  }

  /// Whether a compiler directive (`#if`, `#else`, `#endif`) stands between two tokens.
  func hasDirective(between first: Int, and second: Int) -> Bool {
    let lines = tokens[first].line...tokens[second].line
    return directiveLines.contains { lines.contains($0) }
  }

  /// The innermost type around a token, with its role.
  func type(of token: Int) -> (name: String, role: TypeRole)? {
    blocks[blockOfToken[token]].type
  }

  /// The statement that holds a token directly, if its block has statements.
  func statement(holding token: Int) -> Int? {
    let block = blocks[blockOfToken[token]]
    return block.statements.last { statements[$0].tokens.lowerBound <= token }
  }

  /// The text of tokens, from the first's start to the last's end, as written.
  func text(_ range: ClosedRange<Int>) -> String {
    String(
      decoding: bytes[
        tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound].range.upperBound
      ],
      as: UTF8.self
    )
  }

  /// The bytes tokens span, from the first's start to the last's end.
  func byteRange(_ range: ClosedRange<Int>) -> Range<Int> {
    tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound].range.upperBound
  }

  /// The token that closes the bracket a token opens (`(`, `[` or `{`), or the last token.
  func closing(of opening: Int) -> Int {
    let open = tokens[opening].text
    let close = open == "(" ? ")" : open == "[" ? "]" : "}"
    var depth = 0
    for index in opening..<tokens.count {
      if tokens[index].isSymbol(open) { depth += 1 }
      if tokens[index].isSymbol(close) {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return tokens.count - 1
  }

  /// Whether a type-level token stands after the `=` of a `let` or `var` at its statement's
  /// top level.
  private func isInPropertyInitializer(_ token: Int) -> Bool {
    guard let statement = statement(holding: token) else { return false }
    let range = statements[statement].tokens
    guard tokens[range].contains(where: { $0.isWord("let") || $0.isWord("var") }) else {
      return false
    }
    var depth = 0
    for index in range.lowerBound..<token {
      let text = tokens[index].text
      if tokens[index].kind == .symbol {
        if text == "(" || text == "[" || text == "<" { depth += 1 }
        if text == ")" || text == "]" || text == ">" { depth -= 1 }
        if text == "=", depth == 0 { return true }
      }
    }
    return false
  }

  private mutating func read() {
    blocks = [Block(kind: .other, opening: -1, parent: -1, type: nil)]
    blockOfToken = Array(repeating: 0, count: tokens.count)
    for (index, token) in tokens.enumerated() where token.isSymbol("#") {
      if index + 1 < tokens.count, tokens[index + 1].line == token.line,
        ["if", "elseif", "else", "endif"].contains(tokens[index + 1].text)
      {
        directiveLines.insert(token.line)
      }
    }
    var current = 0
    var statementStart: [Int: Int] = [:]
    var parenDepth: [Int: Int] = [0: 0]
    for index in tokens.indices {
      let token = tokens[index]
      if directiveLines.contains(token.line) {
        // A directive line ends the statement before it and is no part of the next.
        if parenDepth[current, default: 0] == 0 {
          close(statementOf: current, before: index, starts: &statementStart)
        }
        blockOfToken[index] = current
        continue
      }
      if token.isSymbol("}"), current != 0 {
        close(statementOf: current, before: index, starts: &statementStart)
        current = blocks[current].parent
        blockOfToken[index] = current
        continue
      }
      blockOfToken[index] = current
      let depth = parenDepth[current, default: 0]
      if let start = statementStart[current] {
        if depth == 0, startsStatement(index, in: current, statementStart: start) {
          close(statementOf: current, before: index, starts: &statementStart)
          statementStart[current] = index
        }
      } else {
        statementStart[current] = index
      }
      if token.kind == .symbol {
        switch token.text {
        case "(", "[": parenDepth[current, default: 0] += 1
        case ")", "]": parenDepth[current, default: 0] -= 1
        case ";" where depth == 0:
          // The `;` separates statements and belongs to neither.
          close(statementOf: current, before: index, starts: &statementStart)
          statementStart[current] = nil
        case "{":
          let kind = kindOfBlock(
            opening: index,
            in: current,
            statementStart: statementStart[current] ?? index,
            parenDepth: depth
          )
          var type = blocks[current].type
          if case .type(let name, let role) = kind { type = (name, role) }
          var block = Block(kind: kind, opening: index, parent: current, type: type)
          block.producesValue =
            kind == .body
            && bodyProducesValue(head: (statementStart[current] ?? index)..<index)
          blocks.append(block)
          current = blocks.count - 1
          parenDepth[current] = 0
        default: break
        }
      }
    }
    while current != 0 {
      close(statementOf: current, before: tokens.count, starts: &statementStart)
      current = blocks[current].parent
    }
    close(statementOf: 0, before: tokens.count, starts: &statementStart)
    // A closure's signature (`item in`, `(a, b) async in`) is no statement of its own.
    statements.removeAll { statement in
      let block = blocks[statement.block]
      return block.kind == .closure && statement.tokens.lowerBound == block.opening + 1
        && tokens[statement.tokens.upperBound].isWord("in")
    }
    statements.sort { $0.tokens.lowerBound < $1.tokens.lowerBound }
    for index in blocks.indices { blocks[index].statements = [] }
    for (index, statement) in statements.enumerated() {
      blocks[statement.block].statements.append(index)
    }
    for index in blocks.indices where blocks[index].kind == .control {
      blocks[index].producesValue = isExpression(blocks[index])
    }
  }

  /// Ends a block's current statement just before a token.
  private mutating func close(statementOf block: Int, before end: Int, starts: inout [Int: Int]) {
    guard let start = starts[block], start < end else { return }
    starts[block] = nil
    statements.append(Statement(tokens: start...(end - 1), block: block))
  }

  /// Whether a token on a new line, or after a `case` label, starts a new statement.
  private func startsStatement(_ index: Int, in block: Int, statementStart: Int) -> Bool {
    let token = tokens[index]
    let previous = tokens[index - 1]
    if previous.isSymbol(":"), blocks[block].kind.isCode,
      tokens[statementStart].isWord("case") || tokens[statementStart].isWord("default")
    {
      return true
    }
    guard token.line > previous.line else { return false }
    // `return`, `throw`, `try` and `await` at the end of a line take the next line's expression.
    if previous.kind == .word, ["return", "throw", "try", "await"].contains(previous.text) {
      return false
    }
    if previous.kind == .symbol, !previous.isSymbol(")"), !previous.isSymbol("]"),
      !previous.isSymbol("}"), !previous.isSymbol("?"), !previous.isSymbol("!"),
      !previous.isSymbol(">")
    {
      return false
    }
    if previous.isSymbol(">") || previous.isSymbol("?") || previous.isSymbol("!") {
      // A postfix `?`, `!` or a generic's `>` ends an expression; a spaced one continues it.
      if previous.range.lowerBound > 0,
        [UInt8(ascii: " "), UInt8(ascii: "\n")].contains(bytes[previous.range.lowerBound - 1])
      {
        return false
      }
    }
    if token.kind == .symbol {
      if token.isSymbol(".") || token.isSymbol("{") { return false }
      let isOperator = "=+-*/%<>&|^~?!".contains(token.text)
      if isOperator, !token.isSymbol("!") || isSpacedAfter(index) { return false }
    }
    if ["else", "catch", "where", "in"].contains(token.text), token.kind == .word { return false }
    return true
  }

  private func isSpacedAfter(_ index: Int) -> Bool {
    let end = tokens[index].range.upperBound
    return end < bytes.count && [UInt8(ascii: " "), UInt8(ascii: "\n")].contains(bytes[end])
  }

  /// Whether a function's or accessor's body yields a value, from the tokens before its `{`: a
  /// result type (`-> String`), a getter, or a computed property (`var name: String {`).
  private func bodyProducesValue(head: Range<Int>) -> Bool {
    guard let last = head.last else { return false }
    if tokens[last].isWord("get") { return true }
    if ["set", "didSet", "willSet", "init", "deinit"].contains(tokens[last].text) { return false }
    if let arrow = head.last(where: { tokens[$0].isSymbol("->") }) {
      let result = tokens[(arrow + 1)..<head.upperBound].map(\.text).joined()
      return result != "Void" && result != "()"
    }
    let declaresProperty = tokens[head].contains { $0.isWord("var") || $0.isWord("let") }
    let hasValue = tokens[head].contains { $0.isSymbol("=") }
    return declaresProperty && !hasValue && !tokens[head].contains { $0.isWord("func") }
  }

  /// Whether a token is an assignment's `=`: one the lexer reads alone, not part of `==`, `!=`,
  /// `<=` or `+=`, which it reads a character at a time.
  func isAssignment(_ index: Int) -> Bool {
    guard tokens[index].isSymbol("=") else { return false }
    let operatorCharacters = Set("=!<>+-*/%&|^~?".utf8)
    let start = tokens[index].range.lowerBound
    let end = tokens[index].range.upperBound
    let joinsBefore =
      index > 0 && tokens[index - 1].range.upperBound == start
      && tokens[index - 1].text.utf8.last.map(operatorCharacters.contains) == true
    let joinsAfter =
      index + 1 < tokens.count && tokens[index + 1].range.lowerBound == end
      && tokens[index + 1].text.utf8.first.map(operatorCharacters.contains) == true
    return !joinsBefore && !joinsAfter
  }

  /// Whether a control block is a branch of an `if` or `switch` whose value is used: returned,
  /// assigned, or the one statement of a block that yields a value.
  private func isExpression(_ block: Block) -> Bool {
    let parent = blocks[block.parent]
    guard
      let statement = parent.statements.last(where: {
        statements[$0].tokens.lowerBound <= block.opening
      })
    else { return false }
    let head = statements[statement].tokens.lowerBound..<block.opening
    if tokens[head].first?.isWord("return") == true { return true }
    if head.contains(where: isAssignment) { return true }
    return parent.producesValue && parent.statements.count == 1
  }

  /// The words that open a property's accessor.
  static let accessors: Set<String> = [
    "get", "set", "didSet", "willSet", "_read", "_modify", "unsafeAddress", "unsafeMutableAddress",
  ]

  /// What a `{` opens, from the statement it stands in.
  private func kindOfBlock(
    opening: Int,
    in parent: Int,
    statementStart: Int,
    parenDepth: Int
  ) -> BlockKind {
    let head = tokens[statementStart..<opening]
    let parentKind = blocks[parent].kind
    if !parentKind.isCode {
      for keyword in ["class", "struct", "enum", "actor", "extension", "protocol"] {
        guard let at = head.firstIndex(where: { $0.isWord(keyword) }), at + 1 < opening else {
          continue
        }
        let name = tokens[at + 1].text
        let conformances = tokens[(at + 2)..<opening].filter { $0.kind == .word }.map(\.text)
        return .type(name: name, role: TypeRole(name: name, conformances: conformances))
      }
      let declares = [
        "func", "init", "deinit", "subscript", "var", "let", "get", "set", "didSet", "willSet",
      ]
      if head.contains(where: { $0.kind == .word && declares.contains($0.text) }) { return .body }
      if case .type = parentKind { return .body }
      return .other
    }
    guard opening > 0 else { return .closure }
    let before = tokens[opening - 1]
    if before.kind == .word, Self.accessors.contains(before.text) { return .body }
    if before.kind == .word, ["else", "do", "repeat", "defer"].contains(before.text) {
      return .control
    }
    if head.contains(where: { $0.isWord("func") || $0.isWord("init") }), parenDepth == 0 {
      return .body
    }
    let controls = ["if", "guard", "while", "for", "switch", "do", "catch", "else"]
    if let first = head.first, first.kind == .word, controls.contains(first.text), parenDepth == 0 {
      return .control
    }
    return .closure
  }
}
