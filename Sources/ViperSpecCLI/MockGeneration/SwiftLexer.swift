/// Splits Swift source into the tokens declarations are made of, skipping comments (keeping doc
/// comments with the token they document) and reading literals whole.
///
/// It reads declarations, not expressions: enough to find protocols, enums and the slots of a
/// generated mock, without a dependency on swift-syntax.
struct SwiftLexer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var documentation: [String] = []

  /// The tokens of a source.
  ///
  /// - Parameter source: The Swift source.
  /// - Returns: Its tokens, in order.
  static func tokens(of source: String) -> [SwiftToken] {
    var lexer = SwiftLexer(bytes: Array(source.utf8))
    var tokens: [SwiftToken] = []
    while let token = lexer.next() { tokens.append(token) }
    return tokens
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private mutating func next() -> SwiftToken? {
    skipTrivia()
    guard index < bytes.count else { return nil }
    let start = index
    let startLine = line
    let kind: SwiftToken.Kind
    let byte = bytes[index]
    if byte == UInt8(ascii: "`") || isIdentifierStart(byte) {
      kind = .word
      if byte == UInt8(ascii: "`") {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "`") { index += 1 }
        index = min(index + 1, bytes.count)
      } else {
        while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) {
          index += 1
        }
      }
    } else if isDigit(byte) {
      kind = .literal
      while index < bytes.count,
        isIdentifierStart(bytes[index]) || isDigit(bytes[index])
          || bytes[index] == UInt8(ascii: ".")
      {
        index += 1
      }
    } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
      kind = .literal
      skipString()
    } else {
      kind = .symbol
      index += symbolLength()
    }
    let token = SwiftToken(
      kind: kind,
      text: String(decoding: bytes[start..<index], as: UTF8.self),
      range: start..<index,
      line: startLine,
      documentation: documentation
    )
    documentation = []
    return token
  }

  /// Skips spaces and comments, collecting `///` lines for the next token.
  private mutating func skipTrivia() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        index += 1
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 13 {
        index += 1
      } else if starts(with: "///") {
        let start = index + 3
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text.hasPrefix(" ") { text.removeFirst() }
        documentation.append(text)
      } else if starts(with: "//") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        documentation = []
      } else if starts(with: "/*") {
        skipBlockComment()
        documentation = []
      } else {
        return
      }
    }
  }

  private mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if starts(with: "/*") {
        depth += 1
        index += 2
      } else if starts(with: "*/") {
        depth -= 1
        index += 2
      } else {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
      }
    } while depth > 0 && index < bytes.count
  }

  private func startsRawString() -> Bool {
    var probe = index
    while probe < bytes.count, bytes[probe] == UInt8(ascii: "#") { probe += 1 }
    return probe < bytes.count && bytes[probe] == UInt8(ascii: "\"")
  }

  /// Skips a string literal, raw or not, single or multiline, with its interpolations.
  private mutating func skipString() {
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let isMultiline = starts(with: "\"\"\"")
    let quotes = isMultiline ? 3 : 1
    index += quotes
    let closing =
      [UInt8](repeating: UInt8(ascii: "\""), count: quotes)
      + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    while index < bytes.count {
      if bytes[index...].starts(with: closing) {
        index += closing.count
        return
      }
      if bytes[index] == UInt8(ascii: "\\"),
        bytes[(index + 1)...].starts(with: [UInt8](repeating: UInt8(ascii: "#"), count: hashes))
      {
        index += 1 + hashes
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
          skipInterpolation()
          continue
        }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
        line += 1
        if !isMultiline { return }
      }
      index += 1
    }
  }

  private mutating func skipInterpolation() {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
        skipString()
        continue
      }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      if byte == UInt8(ascii: "\n") { line += 1 }
      index += 1
    }
  }

  private func symbolLength() -> Int {
    for compound in ["...", "->", "..<"] where starts(with: compound) { return compound.utf8.count }
    return 1
  }

  private func starts(with text: String) -> Bool {
    bytes[index...].starts(with: text.utf8)
  }

  private func isIdentifierStart(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return byte == UInt8(ascii: "_") || byte >= 0x80
      || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
