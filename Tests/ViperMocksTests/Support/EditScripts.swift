import ViperTesting

/// Checks for line diffs that do not trust the diff: a script is replayed against both texts, an
/// edit count is compared with a longest common subsequence found by brute force, and a unified
/// diff is applied as a patch.
enum EditScripts {
  /// Whether a script walks both texts in order, each line once, keeping only equal lines.
  ///
  /// - Parameters:
  ///   - operations: The script.
  ///   - old: The old lines.
  ///   - new: The new lines.
  /// - Returns: Whether applying the script to the old lines gives the new ones.
  static func isValid<Line: Equatable>(
    _ operations: [LineDiff.Operation],
    old: [Line],
    new: [Line]
  ) -> Bool {
    var nextOld = 0
    var nextNew = 0
    for operation in operations {
      switch operation {
      case .equal(let oldIndex, let newIndex):
        guard oldIndex == nextOld, newIndex == nextNew, old[oldIndex] == new[newIndex] else {
          return false
        }
        nextOld += 1
        nextNew += 1
      case .delete(let oldIndex):
        guard oldIndex == nextOld else { return false }
        nextOld += 1
      case .insert(let newIndex):
        guard newIndex == nextNew else { return false }
        nextNew += 1
      }
    }
    return nextOld == old.count && nextNew == new.count
  }

  /// Returns how many lines a script removes and adds.
  ///
  /// - Parameter operations: The script.
  /// - Returns: The number of deletes and inserts.
  static func edits(_ operations: [LineDiff.Operation]) -> Int {
    operations.count { operation in
      if case .equal = operation { return false }
      return true
    }
  }

  /// Returns the fewest lines any script removes and adds, by dynamic programming over every
  /// pair of lines: slow, and obviously right.
  ///
  /// The lines are numbered first, so each pair compares two integers rather than two strings.
  ///
  /// - Parameters:
  ///   - old: The old lines.
  ///   - new: The new lines.
  /// - Returns: The length of both texts less twice their longest common subsequence.
  static func minimalEdits<Line: Hashable>(old: [Line], new: [Line]) -> Int {
    var numbers: [Line: Int] = [:]
    let oldNumbers = old.map { line in
      if let number = numbers[line] { return number }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let newNumbers = new.map { numbers[$0] ?? -1 }
    var previous = [Int](repeating: 0, count: new.count + 1)
    var current = previous
    for oldNumber in oldNumbers {
      previous.withUnsafeBufferPointer { previous in
        current.withUnsafeMutableBufferPointer { current in
          for (index, newNumber) in newNumbers.enumerated() {
            current[index + 1] =
              oldNumber == newNumber
              ? previous[index] + 1 : max(previous[index + 1], current[index])
          }
        }
      }
      swap(&previous, &current)
    }
    return old.count + new.count - 2 * (previous.last ?? 0)
  }

  /// Applies a unified diff to the expected lines, checking every context and removed line and
  /// every hunk header's counts.
  ///
  /// - Parameters:
  ///   - expected: The expected lines.
  ///   - diff: The diff's text, as `UnifiedDiff` writes it for texts that end with a newline.
  /// - Returns: The patched lines, or `nil` when the diff does not fit the expected lines.
  static func patch(_ expected: [String], with diff: String) -> [String]? {
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.starts(with: ["--- expected", "+++ actual"]) else { return nil }
    var result: [String] = []
    var next = 0
    var index = 2
    while index < lines.count {
      let fields = lines[index].split(separator: " ")
      guard fields.count == 4, fields[0] == "@@", fields[3] == "@@" else { return nil }
      let old = fields[1].dropFirst().split(separator: ",").compactMap { Int($0) }
      let new = fields[2].dropFirst().split(separator: ",").compactMap { Int($0) }
      guard old.count == 2, new.count == 2 else { return nil }
      let start = old[1] == 0 ? old[0] : old[0] - 1
      guard start >= next, start <= expected.count else { return nil }
      result += expected[next..<start]
      next = start
      var counts = (old: 0, new: 0)
      index += 1
      while index < lines.count, !lines[index].hasPrefix("@@ ") {
        let line = lines[index]
        let text = String(line.dropFirst())
        switch line.first {
        case " ", "-":
          guard next < expected.count, expected[next] == text else { return nil }
          if line.first == " " { result.append(text) }
          next += 1
          counts.old += 1
          counts.new += line.first == " " ? 1 : 0
        case "+":
          result.append(text)
          counts.new += 1
        default:
          return nil
        }
        index += 1
      }
      guard counts.old == old[1], counts.new == new[1] else { return nil }
    }
    return result + expected[next...]
  }

  /// Returns lines drawn at random from a few distinct ones, so that lines repeat.
  ///
  /// - Parameters:
  ///   - count: How many lines.
  ///   - distinct: How many distinct lines to draw from.
  ///   - random: The generator.
  /// - Returns: The lines.
  static func randomLines(
    count: Int,
    distinct: Int,
    using random: inout SeededGenerator
  ) -> [String] {
    (0..<count).map { _ in "view.render(row: \(Int.random(in: 0..<distinct, using: &random)))" }
  }

  /// Returns the lines with some lines changed, removed or inserted at random places, each new
  /// line a copy of one of the lines: the diff cannot set such a line aside as one the other
  /// text lacks, so every edit weighs on its search.
  ///
  /// Each edit adds at most two lines to the minimal script.
  ///
  /// - Parameters:
  ///   - lines: The lines.
  ///   - edits: How many edits.
  ///   - random: The generator.
  /// - Returns: The edited lines.
  static func edited(
    _ lines: [String],
    edits: Int,
    using random: inout SeededGenerator
  ) -> [String] {
    var edited = lines
    for _ in 0..<edits {
      let line = lines.randomElement(using: &random) ?? "view.render(row: 0)"
      let index = Int.random(in: 0...edited.count, using: &random)
      switch (Int.random(in: 0..<3, using: &random), index < edited.count) {
      case (0, true): edited[index] = line
      case (1, true): edited.remove(at: index)
      default: edited.insert(line, at: index)
      }
    }
    return edited
  }
}
