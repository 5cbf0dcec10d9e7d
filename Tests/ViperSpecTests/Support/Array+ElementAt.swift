import Testing

extension Array {
  /// The element at an index, or a failed test instead of a crash when the array is shorter.
  ///
  /// An out-of-range subscript traps and ends the whole test run; this records which test and
  /// how many elements there were, and stops only that test.
  func element(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> Element {
    try #require(
      indices.contains(index),
      "Expected an element at index \(index), but there are \(count).",
      sourceLocation: sourceLocation
    )
    return self[index]
  }
}
