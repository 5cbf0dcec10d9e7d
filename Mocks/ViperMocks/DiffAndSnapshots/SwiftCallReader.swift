/// Finds a call in a Swift source file and reads its arguments through ``SwiftLexer``'s tokens:
/// which arguments are a string literal alone, so inline recording can rewrite one in place.
struct SwiftCallReader {
  /// One argument of a call: the string literals in it, and whether anything else is.
  struct Argument {
    var literals: [SwiftToken] = []
    var hasOtherCode = false

    /// The argument's literal, when the argument is that literal alone.
    var onlyStringLiteral: SwiftToken? {
      literals.count == 1 && !hasOtherCode ? literals[0] : nil
    }
  }

  private let tokens: [SwiftToken]
  /// The offset each line starts at, lines from 1 at index 0.
  private let lineStarts: [Int]

  init(_ bytes: [UInt8]) {
    tokens = SwiftLexer.tokens(of: bytes, keepingComments: true)
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    lineStarts = starts
  }

  /// The offset a line starts at, if the source has that line.
  func offset(ofLine line: Int) -> Int? {
    (1...lineStarts.count).contains(line) ? lineStarts[line - 1] : nil
  }

  /// The line, from 1, that holds an offset.
  func line(at offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The token index of the `(` that opens a call to `function` on the line, preferring the call
  /// at the column (a UTF-8 column, as `#column` counts).
  func openingParenthesis(of function: String, onLineAt start: Int, column: Int) -> Int? {
    let next = line(at: start)  // the index of the next line's start
    let end = next < lineStarts.count ? lineStarts[next] : Int.max
    var found: [Int] = []
    for index in tokens.indices.dropLast() {
      let name = tokens[index]
      guard name.range.lowerBound >= start, name.range.lowerBound < end, name.isWord(function),
        tokens[index + 1].isSymbol("(")
      else { continue }
      if name.range.lowerBound == start + column - 1 { return index + 1 }
      found.append(index + 1)
    }
    return found.first
  }

  /// Reads the arguments of the call whose `(` is the token at the index.
  func arguments(from open: Int) throws(InlineRecordingError) -> [Argument] {
    var arguments = [Argument()]
    var depth = 0
    for token in tokens[(open + 1)...] {
      switch token.kind {
      case .comment:
        guard token.isClosed else {
          throw InlineRecordingError("A block comment in the call does not close.")
        }
      case .string:
        guard token.isClosed else {
          throw InlineRecordingError("A string literal in the call does not close.")
        }
        if depth == 0 {
          arguments[arguments.count - 1].literals.append(token)
        } else {
          arguments[arguments.count - 1].hasOtherCode = true
        }
      case .symbol where ["(", "[", "{"].contains(token.text):
        depth += 1
        arguments[arguments.count - 1].hasOtherCode = true
      case .symbol where [")", "]", "}"].contains(token.text):
        if depth == 0 { return arguments }
        depth -= 1
      case .symbol where token.text == "," && depth == 0:
        arguments.append(Argument())
      default:
        arguments[arguments.count - 1].hasOtherCode = true
      }
    }
    throw InlineRecordingError("The call's parentheses do not close.")
  }
}
