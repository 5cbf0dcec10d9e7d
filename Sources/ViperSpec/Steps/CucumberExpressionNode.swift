/// A node of a Cucumber Expression's syntax tree, as Cucumber's parser builds it: positions count
/// Unicode scalars; a text node holds its token, the others their children.
package struct CucumberExpressionNode: Equatable, Sendable {
  /// What a node is; the raw values are Cucumber's names.
  package enum Kind: String, Sendable {
    case text = "TEXT_NODE"
    case optional = "OPTIONAL_NODE"
    case alternation = "ALTERNATION_NODE"
    case alternative = "ALTERNATIVE_NODE"
    case parameter = "PARAMETER_NODE"
    case expression = "EXPRESSION_NODE"
  }

  package let kind: Kind
  /// The children; `nil` for a node that holds a token.
  package let nodes: [CucumberExpressionNode]?
  /// The token's text, for a text node (and a separator while alternations are parsed).
  package let token: String?
  package let start: Int
  package let end: Int

  /// The text the node stands for: its token, or its children's text.
  package var text: String {
    if let nodes, !nodes.isEmpty { return nodes.map(\.text).joined() }
    return token ?? ""
  }
}
