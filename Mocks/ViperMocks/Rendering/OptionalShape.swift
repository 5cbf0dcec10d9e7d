/// Lets the renderer unwrap an optional of any wrapped type without reflecting it.
///
/// A dynamic cast such as `value as? Int` looks through optionals, so an `Int?` would pass as an
/// integer and print as `Optional(3)`; asking the optional's own type to unwrap avoids that and
/// costs no reflection.
protocol OptionalShape: SendableMetatype {
  /// Returns the wrapped value, or `nil` when the optional is empty.
  ///
  /// - Parameter value: An optional of the conforming type.
  /// - Returns: The wrapped value.
  static func unwrap(_ value: Any) -> Any?
}

extension Optional: OptionalShape {
  static func unwrap(_ value: Any) -> Any? {
    guard let optional = value as? Wrapped? else { return nil }
    return optional.map { $0 as Any }
  }
}
