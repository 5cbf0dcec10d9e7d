extension String {
  /// Returns the string's lines, split at every line feed, keeping a carriage return before it.
  ///
  /// Swift treats `"\r\n"` as one `Character`, so splitting characters at `"\n"` would glue
  /// Windows lines together; splitting Unicode scalars keeps the `\r` visible to the diff.
  ///
  /// - Returns: The lines; a trailing line feed yields a last, empty line.
  func lines() -> [Substring] {
    unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      Substring($0)
    }
  }
}
