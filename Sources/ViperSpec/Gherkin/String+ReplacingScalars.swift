extension String {
  /// Replaces every occurrence of a text, comparing Unicode scalars as Cucumber's Python does.
  ///
  /// `String`'s own comparisons treat canonically equivalent texts as equal (a precomposed `é`
  /// and `e` with a combining accent), and a character can swallow a combining mark that follows
  /// a placeholder; scalars keep both apart.
  func replacingScalars(_ target: String, with replacement: String) -> String {
    let source = Array(unicodeScalars)
    let pattern = Array(target.unicodeScalars)
    guard !pattern.isEmpty, source.count >= pattern.count else { return self }
    var result = String.UnicodeScalarView()
    var index = 0
    var changed = false
    while index < source.count {
      if source[index] == pattern[0], index + pattern.count <= source.count,
        source[index..<(index + pattern.count)].elementsEqual(pattern)
      {
        result.append(contentsOf: replacement.unicodeScalars)
        index += pattern.count
        changed = true
      } else {
        result.append(source[index])
        index += 1
      }
    }
    return changed ? String(result) : self
  }
}
