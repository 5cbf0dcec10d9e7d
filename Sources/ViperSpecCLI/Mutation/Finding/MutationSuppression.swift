import ViperMocks

/// The lines of a file where comments switch mutation off.
///
/// `// viper-spec:mutate off` switches every operator off from its line on, until
/// `// viper-spec:mutate on`; `// viper-spec:mutate off remove-call, logical` switches those
/// operators only. A comment after code on its line switches that line alone.
struct MutationSuppression {
  /// The operators switched off on each line that has any; all of them when the set is empty.
  private var lines: [Int: Set<MutationOperator>] = [:]
  /// The marker comments look for.
  static let marker = "viper-spec:mutate"

  /// The operator names a comment gave that no operator has, with their lines: a misspelt
  /// name would otherwise switch nothing off, silently.
  private(set) var unknownNames: [(line: Int, name: String)] = []

  /// Reads a file's comments.
  ///
  /// - Parameter source: The Swift source.
  init(_ source: String) {
    let tokens = SwiftLexer.tokens(of: Array(source.utf8), keepingComments: true)
    let lastLine = tokens.last?.line ?? 0
    var offFrom: (line: Int, operators: Set<MutationOperator>)?
    for (index, token) in tokens.enumerated() where token.kind == .comment {
      guard let directive = Self.directive(in: token.text) else { continue }
      let trailing = index > 0 && tokens[index - 1].line == token.line
      let operators = read(directive.names, line: token.line)
      if trailing {
        if directive.isOff { lines[token.line] = operators }
        continue
      }
      if let open = offFrom {
        for line in open.line..<token.line { lines[line] = open.operators }
      }
      offFrom = directive.isOff ? (token.line, operators) : nil
    }
    if let open = offFrom, open.line <= lastLine {
      for line in open.line...lastLine { lines[line] = open.operators }
    }
  }

  /// Whether an operator is switched off on a line.
  func isOff(_ mutationOperator: MutationOperator, line: Int) -> Bool {
    guard let operators = lines[line] else { return false }
    return operators.isEmpty || operators.contains(mutationOperator)
  }

  private mutating func read(_ names: [String], line: Int) -> Set<MutationOperator> {
    var operators: Set<MutationOperator> = []
    for name in names {
      if let found = MutationOperator(rawValue: name) {
        operators.insert(found)
      } else {
        unknownNames.append((line, name))
      }
    }
    return operators
  }

  /// The directive a comment holds: `off` or `on`, and the operators it names.
  private static func directive(in comment: String) -> (isOff: Bool, names: [String])? {
    guard let marker = comment.firstRange(of: marker) else { return nil }
    let words = comment[marker.upperBound...]
      .split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "*" || $0 == "/" }
      .map(String.init)
    guard let state = words.first, state == "off" || state == "on" else { return nil }
    return (state == "off", Array(words.dropFirst()))
  }
}
