/// A piece of a compiled Cucumber Expression, matched against UTF-8 bytes.
indirect enum ExpressionNode: Sendable {
  /// Text that must appear as written.
  case literal([UInt8])
  /// Text that may appear, written `(s)`.
  case optional([UInt8])
  /// One of several sequences, written `a/b`.
  case alternation([[ExpressionNode]])
  /// A parameter, by its index in the expression's parameter types.
  case parameter(Int)
}
