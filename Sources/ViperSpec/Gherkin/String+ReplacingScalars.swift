extension String {
  /// Replaces every occurrence of a text, comparing Unicode scalars as Cucumber's Python does.
  ///
  /// `String`'s own comparisons treat canonically equivalent texts as equal (a precomposed `é`
  /// and `e` with a combining accent), and a character can swallow a combining mark that follows
  /// a placeholder; scalars keep both apart. Comparing UTF-8 bytes is comparing scalars: a
  /// match can only start on a scalar's first byte and ends with the target's last scalar.
  func replacingScalars(_ target: String, with replacement: String) -> String {
    let pattern = Array(target.utf8)
    guard let first = pattern.first else { return self }
    var source = self
    let replaced = source.withUTF8 { bytes -> [UInt8]? in
      var result: [UInt8]?
      var copied = 0
      var index = 0
      while index + pattern.count <= bytes.count {
        guard bytes[index] == first,
          bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        else {
          index += 1
          continue
        }
        if result == nil {
          result = []
          result?.reserveCapacity(bytes.count)
        }
        result?.append(contentsOf: bytes[copied..<index])
        result?.append(contentsOf: replacement.utf8)
        index += pattern.count
        copied = index
      }
      result?.append(contentsOf: bytes[copied...])
      return result
    }
    return replaced.map { String(decoding: $0, as: UTF8.self) } ?? self
  }
}
