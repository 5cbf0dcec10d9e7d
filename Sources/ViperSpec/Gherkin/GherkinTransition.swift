/// One way out of a parser state: the kind of line it accepts, the rules that line ends and
/// starts, and the state it leads to.
struct GherkinTransition: Sendable {
  /// The kind of line accepted.
  let token: GherkinTokenKind
  /// The lookahead that must also agree, by index into `GherkinGrammar.lookaheads`.
  let lookahead: Int?
  /// The rules the line ends, innermost first.
  let ends: [GherkinRuleKind]
  /// The rules the line starts, outermost first.
  let starts: [GherkinRuleKind]
  /// The next state.
  let next: Int

  init(
    _ token: GherkinTokenKind,
    lookahead: Int? = nil,
    ends: [GherkinRuleKind] = [],
    starts: [GherkinRuleKind] = [],
    next: Int
  ) {
    self.token = token
    self.lookahead = lookahead
    self.ends = ends
    self.starts = starts
    self.next = next
  }
}
