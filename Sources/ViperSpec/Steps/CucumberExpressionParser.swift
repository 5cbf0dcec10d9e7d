/// Builds a Cucumber Expression's syntax tree from its tokens, with Cucumber's grammar.
///
/// ```text
/// expression  := ( alternation | optional | parameter | text )*
/// alternation := (after whitespace, } or start) alternative* ( '/' alternative* )+
///                (before whitespace, { or end)
/// optional    := '(' ( optional | parameter | text )* ')'
/// parameter   := '{' name* '}'
/// ```
package enum CucumberExpressionParser {
  private typealias Node = CucumberExpressionNode
  private typealias Token = CucumberExpressionToken
  private typealias Parser = ([Token], Int) throws(CucumberExpressionError) -> (Int, [Node])

  /// Parses an expression.
  ///
  /// - Parameter expression: The expression.
  /// - Returns: Its tree, an expression node.
  /// - Throws: A `CucumberExpressionError`, worded as Cucumber's.
  package static func parse(
    _ expression: String
  ) throws(CucumberExpressionError) -> CucumberExpressionNode {
    let tokens = try CucumberExpressionTokenizer.tokens(of: expression)
    let parsers = Parsers(expression: expression)
    let (_, nodes) = try parsers.expression(tokens, 0)
    return nodes[0]
  }

  /// A rule of the grammar.
  private enum Rule {
    case alternation
    case optional
    case parameter
    case text
    case name
    case separator
  }

  /// The grammar's rules, each returning how many tokens it consumed (0 when it does not apply)
  /// and the nodes it made.
  private struct Parsers {
    let expression: String

    func expression(
      _ tokens: [Token],
      _ current: Int
    ) throws(CucumberExpressionError) -> (
      Int, [Node]
    ) {
      try between(
        .expression,
        .startOfLine,
        .endOfLine,
        tokens,
        current,
        [.alternation, .optional, .parameter, .text]
      )
    }

    private func parse(
      _ rule: Rule,
      _ tokens: [Token],
      _ current: Int
    )
      throws(CucumberExpressionError) -> (Int, [Node])
    {
      switch rule {
      case .alternation:
        return try alternation(tokens, current)
      case .optional:
        return try between(
          .optional,
          .beginOptional,
          .endOptional,
          tokens,
          current,
          [.optional, .parameter, .text]
        )
      case .parameter:
        return try between(.parameter, .beginParameter, .endParameter, tokens, current, [.name])
      case .text:
        return try text(tokens[current])
      case .name:
        return try name(tokens[current])
      case .separator:
        guard tokens[current].kind == .alternation else { return (0, []) }
        let token = tokens[current]
        let node = Node(
          kind: .alternative,
          nodes: nil,
          token: token.text,
          start: token.start,
          end: token.end
        )
        return (1, [node])
      }
    }

    /// `text := whitespace | ')' | '}' | .`; a `/` here is inside an optional.
    private func text(_ token: Token) throws(CucumberExpressionError) -> (Int, [Node]) {
      switch token.kind {
      case .whiteSpace, .text, .endParameter, .endOptional:
        return (1, [leaf(token)])
      case .alternation:
        throw CucumberExpressionError(
          expression: expression,
          at: token.start,
          to: token.end,
          problem: "An alternation can not be used inside an optional",
          solution: "If you did not mean to use an alternation you can use '\\/' to escape the "
            + "'/'. Otherwise rephrase your expression or consider using a regular expression "
            + "instead."
        )
      default:
        return (0, [])
      }
    }

    private func name(_ token: Token) throws(CucumberExpressionError) -> (Int, [Node]) {
      switch token.kind {
      case .whiteSpace, .text:
        return (1, [leaf(token)])
      case .beginOptional, .endOptional, .beginParameter, .endParameter, .alternation:
        throw CucumberExpressionError(
          expression: expression,
          at: token.start,
          to: token.end,
          problem: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'",
          solution: "Did you mean to use a regular expression?"
        )
      default:
        return (0, [])
      }
    }

    private func alternation(
      _ tokens: [Token],
      _ current: Int
    ) throws(CucumberExpressionError)
      -> (Int, [Node])
    {
      guard lookingAt(tokens, current - 1, [.startOfLine, .whiteSpace, .endParameter]) else {
        return (0, [])
      }
      let (consumed, nodes) = try until(
        tokens,
        current,
        [.whiteSpace, .endOfLine, .beginParameter],
        [.separator, .optional, .parameter, .text]
      )
      guard nodes.contains(where: { $0.kind == .alternative }) else { return (0, []) }
      let start = tokens[current].start
      let end = tokens[current + consumed].start
      let node = Node(
        kind: .alternation,
        nodes: alternatives(start, end, nodes),
        token: nil,
        start: start,
        end: end
      )
      return (consumed, [node])
    }

    /// Splits an alternation's nodes at its separators into alternative nodes.
    private func alternatives(_ start: Int, _ end: Int, _ nodes: [Node]) -> [Node] {
      var separators: [Node] = []
      var groups: [[Node]] = [[]]
      for node in nodes {
        if node.kind == .alternative {
          separators.append(node)
          groups.append([])
        } else {
          groups[groups.count - 1].append(node)
        }
      }
      return groups.enumerated().map { index, group in
        let from = index == 0 ? start : separators[index - 1].end
        let to = index == groups.count - 1 ? end : separators[index].start
        return Node(kind: .alternative, nodes: group, token: nil, start: from, end: to)
      }
    }

    private func between(
      _ kind: Node.Kind,
      _ begin: Token.Kind,
      _ end: Token.Kind,
      _ tokens: [Token],
      _ current: Int,
      _ rules: [Rule]
    ) throws(CucumberExpressionError) -> (Int, [Node]) {
      guard lookingAt(tokens, current, [begin]) else { return (0, []) }
      let (consumed, nodes) = try until(tokens, current + 1, [end, .endOfLine], rules)
      let last = current + 1 + consumed
      guard lookingAt(tokens, last, [end]) else {
        let token = tokens[current]
        throw CucumberExpressionError(
          expression: expression,
          at: token.start,
          to: token.end,
          problem: "The '\(begin.symbol)' does not have a matching '\(end.symbol)'",
          solution: "If you did not intend to use \(begin.purpose) you can use "
            + "'\\\(begin.symbol)' to escape the \(begin.purpose)"
        )
      }
      let node = Node(
        kind: kind,
        nodes: nodes,
        token: nil,
        start: tokens[current].start,
        end: tokens[last].end
      )
      return (last + 1 - current, [node])
    }

    private func until(
      _ tokens: [Token],
      _ start: Int,
      _ ends: [Token.Kind],
      _ rules: [Rule]
    ) throws(CucumberExpressionError) -> (Int, [Node]) {
      var current = start
      var nodes: [Node] = []
      scan: while current < tokens.count, !lookingAt(tokens, current, ends) {
        for rule in rules {
          let (consumed, made) = try parse(rule, tokens, current)
          guard consumed > 0 else { continue }
          current += consumed
          nodes += made
          continue scan
        }
        break
      }
      return (current - start, nodes)
    }

    private func lookingAt(_ tokens: [Token], _ index: Int, _ kinds: [Token.Kind]) -> Bool {
      if index < 0 { return kinds.contains(.startOfLine) }
      if index >= tokens.count { return kinds.contains(.endOfLine) }
      return kinds.contains(tokens[index].kind)
    }

    private func leaf(_ token: Token) -> Node {
      Node(kind: .text, nodes: nil, token: token.text, start: token.start, end: token.end)
    }
  }
}
