/// The capturing groups of a regular expression, nested as they are written: what Cucumber
/// Messages report for a step's arguments (a `{string}` is a group holding the quoted text's
/// groups), and what tells a Cucumber Expression's parameters from the groups inside them.
package struct RegexGroupTree: Equatable, Sendable {
  /// A capturing group: its number in the pattern (1 for the first opening bracket that
  /// captures) and the capturing groups inside it.
  package struct Node: Equatable, Sendable {
    package var number: Int
    package var children: [Node] = []
  }

  /// The groups no other group holds, in order.
  package private(set) var roots: [Node] = []
  /// How many capturing groups the pattern has.
  package private(set) var count = 0

  /// Reads a pattern in ICU or Swift Regex syntax.
  ///
  /// Text is not a group: an escaped bracket, `\Q…\E`, a character class (nested ones and
  /// `[:digit:]` included) and `(?#…)`. Neither are `(?:…)`, lookarounds and flags; named
  /// groups are.
  ///
  /// - Parameter pattern: The regular expression.
  package init(pattern: String) {
    let characters = Array(pattern.unicodeScalars)
    var stack: [Node?] = []  // nil for a bracket that does not capture
    var index = 0
    func at(_ offset: Int) -> Unicode.Scalar? {
      characters.indices.contains(index + offset) ? characters[index + offset] : nil
    }
    while index < characters.count {
      switch characters[index] {
      case "\\" where at(1) == "Q":
        index += 2
        while index < characters.count, !(characters[index] == "\\" && at(1) == "E") { index += 1 }
        index += 2
      case "\\":
        index += 2
      case "[":
        index = Self.end(ofClassAt: index, in: characters)
      case "(" where at(1) == "?" && at(2) == "#":
        while index < characters.count, characters[index] != ")" { index += 1 }
        index += 1
      case "(":
        let isNamed =
          (at(2) == "<" && at(3) != "=" && at(3) != "!") || (at(2) == "P" && at(3) == "<")
          || at(2) == "'"
        if at(1) != "?" || isNamed {
          count += 1
          stack.append(Node(number: count))
        } else {
          stack.append(nil)
        }
        index += 1
      case ")":
        if let closed = stack.popLast(), let closed {
          if let holder = stack.lastIndex(where: { $0 != nil }) {
            stack[holder]?.children.append(closed)
          } else {
            roots.append(closed)
          }
        }
        index += 1
      default:
        index += 1
      }
    }
  }

  /// The index just past the character class that opens at an index: classes nest, a `]` right
  /// after the opening (or its `^`) is text, and `[:name:]` is one item.
  private static func end(ofClassAt start: Int, in characters: [Unicode.Scalar]) -> Int {
    var index = start + 1
    var depth = 1
    if index < characters.count, characters[index] == "^" { index += 1 }
    if index < characters.count, characters[index] == "]" { index += 1 }
    while index < characters.count, depth > 0 {
      switch characters[index] {
      case "\\":
        index += 2
      case "[" where index + 1 < characters.count && characters[index + 1] == ":":
        var close = index + 2
        while close + 1 < characters.count,
          !(characters[close] == ":" && characters[close + 1] == "]")
        {
          close += 1
        }
        index = close + 2
      case "[":
        depth += 1
        index += 1
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
      case "]":
        depth -= 1
        index += 1
      default:
        index += 1
      }
    }
    return index
  }
}
