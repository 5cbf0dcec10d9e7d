/// Edit distances between two texts, counted in characters.
enum EditDistance {
  /// The Levenshtein distance: insertions, deletions and substitutions.
  static func between(_ first: String, _ second: String) -> Int {
    distance(first, second, countsSwaps: false)
  }

  /// The distance that also counts two neighbouring characters swapped as one edit (the optimal
  /// string alignment distance), as a typist's `Hten` for `Then`.
  static func withSwaps(_ first: String, _ second: String) -> Int {
    distance(first, second, countsSwaps: true)
  }

  private static func distance(_ first: String, _ second: String, countsSwaps: Bool) -> Int {
    let left = Array(first)
    let right = Array(second)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var beforePrevious = [Int](repeating: 0, count: right.count + 1)
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for (i, leftCharacter) in left.enumerated() {
      current[0] = i + 1
      for (j, rightCharacter) in right.enumerated() {
        let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
        if countsSwaps, i > 0, j > 0, leftCharacter == right[j - 1], left[i - 1] == rightCharacter {
          current[j + 1] = min(current[j + 1], beforePrevious[j - 1] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[right.count]
  }
}
