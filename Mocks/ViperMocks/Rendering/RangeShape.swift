/// Lets the renderer show a range as Swift writes it, `1..<3` or `...3`, not as its bounds'
/// storage, `Range<Int>(lowerBound: 1, upperBound: 3)`.
protocol RangeShape: SendableMetatype {
  /// Returns the bounds of a range of the conforming type, and the operator between them.
  ///
  /// - Parameter value: A range of the conforming type.
  /// - Returns: The lower bound or `nil`, the operator, and the upper bound or `nil`.
  static func parts(of value: Any) -> (lower: Any?, operator: String, upper: Any?)
}

extension Range: RangeShape {
  static func parts(of value: Any) -> (lower: Any?, operator: String, upper: Any?) {
    let range = value as? Self
    return (range?.lowerBound, "..<", range?.upperBound)
  }
}

extension ClosedRange: RangeShape {
  static func parts(of value: Any) -> (lower: Any?, operator: String, upper: Any?) {
    let range = value as? Self
    return (range?.lowerBound, "...", range?.upperBound)
  }
}

extension PartialRangeFrom: RangeShape {
  static func parts(of value: Any) -> (lower: Any?, operator: String, upper: Any?) {
    ((value as? Self)?.lowerBound, "...", nil)
  }
}

extension PartialRangeUpTo: RangeShape {
  static func parts(of value: Any) -> (lower: Any?, operator: String, upper: Any?) {
    (nil, "..<", (value as? Self)?.upperBound)
  }
}

extension PartialRangeThrough: RangeShape {
  static func parts(of value: Any) -> (lower: Any?, operator: String, upper: Any?) {
    (nil, "...", (value as? Self)?.upperBound)
  }
}
