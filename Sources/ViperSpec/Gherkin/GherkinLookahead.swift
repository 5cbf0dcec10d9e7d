/// A look past the current line that settles what a tag line belongs to: it reads on over the
/// kinds it skips and agrees when the first other line is its target.
struct GherkinLookahead: Sendable {
  /// The kind of line that makes the lookahead agree.
  let target: GherkinTokenKind
  /// The kinds of line it reads past.
  let skipping: [GherkinTokenKind]
}
