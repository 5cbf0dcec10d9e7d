import Foundation

/// The backtracking matcher behind `CucumberExpression.match(_:)`.
struct ExpressionMatcher {
  let bytes: UnsafeBufferPointer<UInt8>
  let types: [ParameterType]
  var captures: [(Int, Int)] = []

  init(bytes: UnsafeBufferPointer<UInt8>, types: [ParameterType]) {
    self.bytes = bytes
    self.types = types
  }

  mutating func match(
    _ nodes: ArraySlice<ExpressionNode>,
    at position: Int,
    then rest: (Int) -> Bool
  ) -> Bool {
    guard let node = nodes.first else { return rest(position) }
    let tail = nodes.dropFirst()
    switch node {
    case .literal(let literal):
      guard starts(with: literal, at: position) else { return false }
      return match(tail, at: position + literal.count, then: rest)
    case .optional(let literal):
      if starts(with: literal, at: position),
        match(tail, at: position + literal.count, then: rest)
      {
        return true
      }
      return match(tail, at: position, then: rest)
    case .alternation(let alternatives):
      let saved = captures
      for alternative in alternatives {
        var inner = self
        var ends: [Int] = []
        _ = inner.match(alternative[...], at: position) { end in
          ends.append(end)
          return false
        }
        for end in ends {
          captures = saved
          if match(tail, at: end, then: rest) { return true }
        }
      }
      captures = saved
      return false
    case .parameter(let index):
      for end in ends(of: types[index].kind, from: position) {
        captures.append((position, end))
        if match(tail, at: end, then: rest) { return true }
        captures.removeLast()
      }
      return false
    }
  }

  private func starts(with literal: [UInt8], at position: Int) -> Bool {
    guard position + literal.count <= bytes.count else { return false }
    var index = 0
    while index < literal.count {
      if bytes[position + index] != literal[index] { return false }
      index += 1
    }
    return true
  }

  private func isBoundary(_ position: Int) -> Bool {
    position == bytes.count || bytes[position] & 0xC0 != 0x80
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Returns the positions where a parameter starting at `start` may end, longest first.
  private func ends(of kind: ParameterType.Kind, from start: Int) -> [Int] {
    switch kind {
    case .int:
      var position = start
      if position < bytes.count, bytes[position] == 0x2D { position += 1 }
      let digitsStart = position
      while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
      guard position > digitsStart else { return [] }
      return Array((digitsStart + 1...position).reversed())
    case .float:
      var position = start
      if position < bytes.count, bytes[position] == 0x2D || bytes[position] == 0x2B {
        position += 1
      }
      while position < bytes.count,
        Self.isDigit(bytes[position]) || bytes[position] == 0x2E
      {
        position += 1
      }
      return (start + 1..<position + 1).reversed().filter { end in
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return Double(text) != nil && text.contains(where: \.isNumber) && text.last != "."
      }
    case .word:
      var position = start
      while position < bytes.count, !Self.isSpace(bytes[position]) { position += 1 }
      guard position > start else { return [] }
      return (start + 1...position).reversed().filter(isBoundary)
    case .string:
      guard start < bytes.count, bytes[start] == 0x22 || bytes[start] == 0x27 else { return [] }
      let quote = bytes[start]
      var position = start + 1
      while position < bytes.count {
        if bytes[position] == 0x5C {
          position += 2
          continue
        }
        if bytes[position] == quote { return [position + 1] }
        position += 1
      }
      return []
    case .anything:
      return (start...bytes.count).reversed().filter(isBoundary)
    case .custom(let expression):
      guard start < bytes.count else { return [] }
      return (start + 1...bytes.count).reversed().filter { end in
        guard isBoundary(end) else { return false }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, options: [.anchored], range: range) != nil
      }
    }
  }
}
