/// A piece of a compiled Cucumber Expression, matched against UTF-8 bytes.
///
/// Not `indirect`, although it nests through arrays: an indirect enum keeps its case in the spare
/// bits of the box pointer, where LeakSanitizer cannot see that the step libraries' static
/// expressions still hold their boxes, and reports every one as leaked.
enum ExpressionNode: Sendable {
  /// Text that must appear as written.
  case literal([UInt8])
  /// Text that may appear, written `(s)`.
  case optional([UInt8])
  /// One of several sequences, written `a/b`.
  case alternation([[ExpressionNode]])
  /// A parameter, by its index in the expression's parameter types.
  case parameter(Int)
}
