/// Lets the renderer list an array's elements without reflecting it, which costs about a
/// microsecond per element.
protocol ArrayShape: SendableMetatype {
  /// The name shown before the elements, or nil for an array, which shows them alone.
  ///
  /// `ArraySlice([2, 3])` is not the array `[2, 3]`.
  static var shownName: String? { get }

  /// Returns the elements of an array of the conforming type.
  ///
  /// - Parameter value: An array of the conforming type.
  /// - Returns: Its elements, in order.
  static func elements(of value: Any) -> [Any]
}

extension Array: ArrayShape {
  static var shownName: String? { nil }

  static func elements(of value: Any) -> [Any] {
    (value as? [Element]).map(ElementBudget.prefix) ?? []
  }
}

extension ArraySlice: ArrayShape {
  static var shownName: String? { "ArraySlice" }

  static func elements(of value: Any) -> [Any] {
    (value as? Self).map(ElementBudget.prefix) ?? []
  }
}

extension ContiguousArray: ArrayShape {
  static var shownName: String? { "ContiguousArray" }

  static func elements(of value: Any) -> [Any] {
    (value as? Self).map(ElementBudget.prefix) ?? []
  }
}

// An inline array is no collection: its elements are read by index.
@available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)
extension InlineArray: ArrayShape {
  static var shownName: String? { TypeName.display(Self.self) }

  static func elements(of value: Any) -> [Any] {
    guard let array = value as? Self else { return [] }
    return array.indices.map { array[$0] as Any }
  }
}
