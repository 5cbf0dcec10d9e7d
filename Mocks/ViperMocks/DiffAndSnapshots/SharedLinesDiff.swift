/// The line diff for texts that differ a lot: only the lines both texts hold are searched.
///
/// A line that appears in only one of the texts can never be kept, so it is deleted or inserted
/// whatever the script; leaving such lines out before the search, as xdiff's
/// `xdl_cleanup_records` does, changes no longest common subsequence and shrinks the search to
/// the lines that can match. Two transcripts with no line in common leave nothing to search, and
/// their diff costs a few passes over the lines. What is left is searched by
/// `BoundedBisection` with a cost limit, so the whole diff stays linear even when the shared
/// lines are shuffled.
///
/// The script is then rebuilt from the kept lines alone: between two kept lines, every old line
/// is deleted before any new line is inserted, so a change reads as a block of `-` lines followed
/// by a block of `+` lines, and two texts with nothing in common read as all removed, then all
/// added.
enum SharedLinesDiff {
  /// Returns an edit script of two sequences of line numbers, searching only the lines they
  /// share.
  ///
  /// - Parameters:
  ///   - a: The old lines, equal numbers meaning equal lines, each at least zero.
  ///   - b: The new lines.
  ///   - costLimit: How far each search may go, per direction.
  /// - Returns: The script: minimal when the shared lines' search stays under the limit.
  static func script(old a: [Int], new b: [Int], costLimit: Int) -> [LineDiff.Operation] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = prefix..<(a.count - suffix)
    let newMiddle = prefix..<(b.count - suffix)
    let numbers = (a[oldMiddle].max() ?? -1) + 1
    var inOld = [Bool](repeating: false, count: numbers)
    for index in oldMiddle { inOld[a[index]] = true }
    var inNew = [Bool](repeating: false, count: numbers)
    for index in newMiddle where b[index] < numbers { inNew[b[index]] = true }
    let keptOld = oldMiddle.filter { inNew[a[$0]] }
    let keptNew = newMiddle.filter { b[$0] < numbers && inOld[b[$0]] }
    let shared = BoundedBisection.boundedScript(
      old: keptOld.map { a[$0] },
      new: keptNew.map { b[$0] },
      costLimit: costLimit
    )

    var operations: [LineDiff.Operation] = []
    operations.reserveCapacity(a.count + b.count)
    for index in 0..<prefix { operations.append(.equal(old: index, new: index)) }
    var nextOld = oldMiddle.lowerBound
    var nextNew = newMiddle.lowerBound
    func changes(upTo old: Int, _ new: Int) {
      for index in nextOld..<old { operations.append(.delete(old: index)) }
      for index in nextNew..<new { operations.append(.insert(new: index)) }
    }
    for case .equal(let keptOldIndex, let keptNewIndex) in shared {
      let old = keptOld[keptOldIndex]
      let new = keptNew[keptNewIndex]
      changes(upTo: old, new)
      operations.append(.equal(old: old, new: new))
      nextOld = old + 1
      nextNew = new + 1
    }
    changes(upTo: oldMiddle.upperBound, newMiddle.upperBound)
    for offset in 0..<suffix {
      operations.append(
        .equal(old: oldMiddle.upperBound + offset, new: newMiddle.upperBound + offset)
      )
    }
    return operations
  }
}
