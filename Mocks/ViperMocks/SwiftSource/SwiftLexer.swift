/// The one reader of Swift source in ViperSpec: splits a file into words, symbols, literals and
/// (when asked) comments, keeping `///` lines with the token they document.
///
/// `viper-spec mocks` and `adopt` read declarations from its tokens, `viper-spec new` edits
/// `Package.swift` and a runner's `main.swift` through them, and inline recording finds an
/// `expectTranscript` literal with them. It reads tokens, not grammar: enough for those jobs
/// without a dependency on swift-syntax. Offsets are UTF-8 bytes; every delimiter is ASCII.
package struct SwiftLexer {
  private let bytes: [UInt8]
  private let keepsComments: Bool
  private var index = 0
  private var line = 1
  private var documentation: [String] = []
  private var pendingComment: SwiftToken?

  /// The tokens of a source, comments left out.
  ///
  /// - Parameter source: The Swift source.
  /// - Returns: Its tokens, in order.
  package static func tokens(of source: String) -> [SwiftToken] {
    tokens(of: Array(source.utf8), keepingComments: false)
  }

  /// The tokens of a source, comments included if asked.
  ///
  /// - Parameters:
  ///   - bytes: The Swift source as UTF-8.
  ///   - keepingComments: Whether comments are tokens too, so a reader can tell one left open.
  /// - Returns: Its tokens, in order.
  package static func tokens(of bytes: [UInt8], keepingComments: Bool) -> [SwiftToken] {
    var lexer = SwiftLexer(bytes: bytes, keepsComments: keepingComments)
    var tokens: [SwiftToken] = []
    while let token = lexer.next() { tokens.append(token) }
    return tokens
  }

  private init(bytes: [UInt8], keepsComments: Bool) {
    self.bytes = bytes
    self.keepsComments = keepsComments
  }

  private mutating func next() -> SwiftToken? {
    skipTrivia()
    if let comment = pendingComment {
      pendingComment = nil
      return comment
    }
    guard index < bytes.count else { return nil }
    let start = index
    let startLine = line
    let kind: SwiftToken.Kind
    var isClosed = true
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
      kind = .number
      while index < bytes.count,
        isIdentifierStart(bytes[index]) || isDigit(bytes[index])
          || bytes[index] == UInt8(ascii: ".")
      {
        index += 1
      }
    } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
      let literal = readString()
      kind = .string(literal.shape)
      isClosed = literal.isClosed
    } else {
      kind = .symbol
      index += symbolLength()
    }
    let token = SwiftToken(
      kind: kind,
      text: text(start..<index),
      range: start..<index,
      line: startLine,
      documentation: documentation,
      isClosed: isClosed
    )
    documentation = []
    return token
  }

  /// Skips spaces and comments, collecting `///` lines for the next token; stops after a comment
  /// when comments are tokens.
  private mutating func skipTrivia() {
    while index < bytes.count, pendingComment == nil {
      let byte = bytes[index]
      let start = index
      let startLine = line
      if byte == UInt8(ascii: "\n") {
        line += 1
        index += 1
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 13 {
        index += 1
      } else if starts(with: "//") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        if starts(with: "///", at: start) {
          var line = text(start + 3..<index)
          if line.hasPrefix(" ") { line.removeFirst() }
          documentation.append(line)
        } else {
          documentation = []
        }
        keep(comment: start..<index, line: startLine, isClosed: true)
      } else if starts(with: "/*") {
        let isClosed = skipBlockComment()
        documentation = []
        keep(comment: start..<index, line: startLine, isClosed: isClosed)
      } else {
        return
      }
    }
  }

  private mutating func keep(comment range: Range<Int>, line: Int, isClosed: Bool) {
    guard keepsComments else { return }
    pendingComment = SwiftToken(
      kind: .comment,
      text: text(range),
      range: range,
      line: line,
      documentation: [],
      isClosed: isClosed
    )
  }

  /// Skips a block comment and the ones it nests; returns whether the source closes it.
  private mutating func skipBlockComment() -> Bool {
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
    return depth == 0
  }

  private func startsRawString() -> Bool {
    var probe = index
    while probe < bytes.count, bytes[probe] == UInt8(ascii: "#") { probe += 1 }
    return probe < bytes.count && bytes[probe] == UInt8(ascii: "\"")
  }

  /// Reads a string literal, raw or not, single or multiline, with its interpolations.
  private mutating func readString() -> (shape: SwiftToken.StringLiteral, isClosed: Bool) {
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
    var hasInterpolation = false
    var isClosed = false
    while index < bytes.count {
      if bytes[index...].starts(with: closing) {
        index += closing.count
        isClosed = true
        break
      }
      if bytes[index] == UInt8(ascii: "\\"),
        bytes[(index + 1)...].starts(with: [UInt8](repeating: UInt8(ascii: "#"), count: hashes))
      {
        index += 1 + hashes
        if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
          hasInterpolation = true
          skipInterpolation()
          continue
        }
        // A backslash that ends the file leaves the literal open.
        guard index < bytes.count else { break }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
        if !isMultiline { break }
        line += 1
      }
      index += 1
    }
    let shape = SwiftToken.StringLiteral(
      hashes: hashes,
      isMultiline: isMultiline,
      hasInterpolation: hasInterpolation
    )
    return (shape, isClosed)
  }

  private mutating func skipInterpolation() {
    var depth = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && startsRawString()) {
        _ = readString()
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

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private func starts(with text: String) -> Bool {
    starts(with: text, at: index)
  }

  private func starts(with text: String, at offset: Int) -> Bool {
    bytes[offset...].starts(with: text.utf8)
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
