import ViperMocks

/// The lines of a file where comments switch mutation off.
///
/// `// viper-spec:mutate off` on a line of its own switches every operator off from its line on,
/// until a `// viper-spec:mutate on` (on its own line or after code); after code, `off` switches
/// that line alone. Operator names after `off` (`off remove-call, logical`) switch only those.
/// A comment that looks like one but says neither `on` nor `off`, or names no operator there
/// is, is warned about and switches nothing off: a misspelling must not silently run, or
/// silently skip, mutants.
struct MutationSuppression {
  /// The operators a block of lines switches off, by line; all of them when the set is empty.
  private var blockLines: [Int: Set<MutationOperator>] = [:]
  /// The operators a comment after code switches off on its own line; all when empty.
  private var trailingLines: [Int: Set<MutationOperator>] = [:]
  /// The marker comments look for, in any case.
  static let marker = "viper-spec:mutate"

  /// What the comments said that the reader could not follow, by line.
  private(set) var warnings: [(line: Int, message: String)] = []

  /// Reads a file's comments.
  ///
  /// - Parameter source: The Swift source.
  init(_ source: String) {
    let tokens = SwiftLexer.tokens(of: Array(source.utf8), keepingComments: true)
    let lastLine = tokens.last?.line ?? 0
    var offFrom: (line: Int, operators: Set<MutationOperator>)?
    for (index, token) in tokens.enumerated() where token.kind == .comment {
      guard let directive = directive(in: token.text, line: token.line) else { continue }
      let trailing = index > 0 && tokens[index - 1].line == token.line
      if directive.isOff && trailing {
        trailingLines[token.line] = directive.operators
        continue
      }
      if let open = offFrom {
        for line in open.line..<token.line { blockLines[line] = open.operators }
      }
      offFrom = directive.isOff ? (token.line, directive.operators) : nil
    }
    if let open = offFrom, open.line <= lastLine {
      for line in open.line...lastLine { blockLines[line] = open.operators }
    }
  }

  /// Whether an operator is switched off on a line.
  func isOff(_ mutationOperator: MutationOperator, line: Int) -> Bool {
    [blockLines[line], trailingLines[line]].contains { operators in
      operators.map { $0.isEmpty || $0.contains(mutationOperator) } ?? false
    }
  }

  /// The directive a comment holds, if it has the marker: `off` or `on`, and the operators it
  /// switches (empty for all); `nil`, with a warning, for one the reader cannot follow.
  private mutating func directive(
    in comment: String,
    line: Int
  ) -> (isOff: Bool, operators: Set<MutationOperator>)? {
    guard let marker = comment.lowercased().firstRange(of: Self.marker) else { return nil }
    let lowered = comment.lowercased()
    let words = lowered[marker.upperBound...]
      .split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "*" || $0 == "/" }
      .map(String.init)
    guard let state = words.first, state == "off" || state == "on" else {
      warnings.append((line, "'\(Self.marker)' takes 'off' or 'on', not '\(words.first ?? "")'"))
      return nil
    }
    var operators: Set<MutationOperator> = []
    for name in words.dropFirst() {
      if let found = MutationOperator(rawValue: name) {
        operators.insert(found)
      } else {
        warnings.append((line, "\(name) is no operator; 'viper-spec mutate --help' lists them"))
      }
    }
    guard operators.isEmpty, words.count > 1, state == "off" else {
      return (state == "off", operators)
    }
    // Only names no operator has: switching everything off is not what was meant.
    return nil
  }
}
