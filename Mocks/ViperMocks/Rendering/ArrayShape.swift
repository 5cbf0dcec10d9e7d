/// Lets the renderer list an array's elements without reflecting it, which costs about a
/// microsecond per element.
protocol ArrayShape: SendableMetatype {
  /// Returns the elements of an array of the conforming type.
  ///
  /// - Parameter value: An array of the conforming type.
  /// - Returns: Its elements, in order.
  static func elements(of value: Any) -> [Any]
}

extension Array: ArrayShape {
  static func elements(of value: Any) -> [Any] {
    (value as? [Element])?.map { $0 as Any } ?? []
  }
}
