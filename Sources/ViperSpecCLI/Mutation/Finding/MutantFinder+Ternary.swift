extension MutantFinder {
  /// The branches of a ternary swapped: `c ? a : b` becomes `c ? b : a`.
  ///
  /// A token reader does not know where the condition starts, but needs not: each branch is
  /// switched on its own, `c ? (on ? b : a) : (on ? a : b)`. The first branch runs from the
  /// spaced `?` to its `:` at the same depth; the second from there to what ends the expression
  /// at that depth (a `,`, a closing bracket, an opening brace, or the end of the statement), as
  /// the ternary binds looser than any operator but assignment.
  func ternarySites(at index: Int) -> [MutationSite] {
    guard map.tokens[index].isSymbol("?"), isSpaced(index),
      let colon = matchingColon(after: index), colon > index + 1,
      let end = secondBranchEnd(after: colon), end > colon
    else { return [] }
    let first = map.byteRange(index + 1...colon - 1)
    let second = map.byteRange(colon + 1...end)
    let firstText = MutationSite.text(first, of: map.bytes)
    let secondText = MutationSite.text(second, of: map.bytes)
    return [
      MutationSite(
        range: first,
        shape: .choice(replacement: secondText),
        mutationOperator: .swapTernary
      ),
      MutationSite(
        range: second,
        shape: .choice(replacement: firstText),
        mutationOperator: .swapTernary
      ),
    ]
  }

  /// Whether a token has a space or a line break on both sides, as a ternary's `?` and `:` do.
  private func isSpaced(_ index: Int) -> Bool {
    let range = map.tokens[index].range
    return range.lowerBound > 0 && Self.isSpace(map.bytes[range.lowerBound - 1])
      && range.upperBound < map.bytes.count && Self.isSpace(map.bytes[range.upperBound])
  }

  /// The spaced `:` that closes a `?` at the same depth, past nested ternaries.
  private func matchingColon(after question: Int) -> Int? {
    var depth = 0
    var pending = 0
    var index = question + 1
    while index < map.tokens.count {
      let token = map.tokens[index]
      if token.kind == .symbol {
        switch token.text {
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
          depth -= 1
          if depth < 0 { return nil }
        case "?" where depth == 0 && isSpaced(index): pending += 1
        case ":" where depth == 0 && isSpaced(index):
          if pending == 0 { return index }
          pending -= 1
        case ",",
          ";" where depth == 0:
          return nil
        default: break
        }
      }
      index += 1
    }
    return nil
  }

  /// The last token of a ternary's second branch: before what ends the expression at its depth.
  private func secondBranchEnd(after colon: Int) -> Int? {
    let statementEnd = map.statement(holding: colon).map { map.statements[$0].tokens.upperBound }
    var depth = 0
    var nested = 0
    var index = colon + 1
    scan: while index < map.tokens.count {
      let token = map.tokens[index]
      if depth == 0, let statementEnd, index > statementEnd { break }
      if token.kind == .symbol {
        switch token.text {
        case "(", "[":
          depth += 1
        case ")", "]", "}":
          if depth == 0 { break scan }
          depth -= 1
        case "{":
          if depth == 0 { break scan }
          depth += 1
        case "?":
          if depth == 0, isSpaced(index) { nested += 1 }
        case ":":
          if depth == 0, nested > 0, isSpaced(index) {
            nested -= 1
          } else if depth == 0 {
            break scan
          }
        case ",", ";":
          if depth == 0 { break scan }
        case "=":
          if depth == 0, isSpaced(index) { break scan }
        default:
          break
        }
      }
      index += 1
    }
    return index - 1 > colon ? index - 1 : nil
  }
}
