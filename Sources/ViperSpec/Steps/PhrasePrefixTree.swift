/// A prefix tree over the leading literal text of step phrases, so matching a step tries only
/// the definitions whose literal start fits the step's text.
package struct PhrasePrefixTree: Sendable {
  private struct Node: Sendable {
    var children: [UInt8: Int] = [:]
    var definitions: [Int] = []
  }

  private var nodes: [Node] = [Node()]

  /// Creates an empty index.
  package init() {}

  /// Adds a definition under its leading literal text.
  ///
  /// - Parameters:
  ///   - definition: The definition's position in the library.
  ///   - prefix: The literal bytes every match starts with.
  package mutating func insert(_ definition: Int, prefix: [UInt8]) {
    var current = 0
    for byte in prefix {
      if let next = nodes[current].children[byte] {
        current = next
      } else {
        nodes.append(Node())
        nodes[current].children[byte] = nodes.count - 1
        current = nodes.count - 1
      }
    }
    nodes[current].definitions.append(definition)
  }

  /// Returns the definitions whose leading literal text is a prefix of the step's text.
  ///
  /// - Parameter text: The step's text.
  /// - Returns: The definitions' positions, in registration order.
  package func candidates(for text: String) -> [Int] {
    var result = nodes[0].definitions
    var current = 0
    for byte in text.utf8 {
      guard let next = nodes[current].children[byte] else { break }
      current = next
      result += nodes[current].definitions
    }
    return result.count > 1 ? result.sorted() : result
  }
}
