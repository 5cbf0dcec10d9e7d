/// The Levenshtein distance between two texts, counted in characters.
enum EditDistance {
  static func between(_ first: String, _ second: String) -> Int {
    let left = Array(first)
    let right = Array(second)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for (i, leftCharacter) in left.enumerated() {
      current[0] = i + 1
      for (j, rightCharacter) in right.enumerated() {
        let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[right.count]
  }
}
