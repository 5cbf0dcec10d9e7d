extension String {
  /// Returns the string with every occurrence of a substring replaced, without Foundation.
  ///
  /// - Parameters:
  ///   - target: The text to find.
  ///   - replacement: The text to put in its place.
  /// - Returns: The new string.
  package func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
