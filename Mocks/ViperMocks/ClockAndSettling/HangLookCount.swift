/// The watchdog's count of quiet looks in a row, which calls a test hung once it has stood still
/// for the whole span.
///
/// A look while the processors are busy counts for a fifth of a quiet one: a process starved by
/// a sanitizer or by other tests' work can look still between a task's steps while the task is
/// on its way to the wait, so such a hang is called after at most five times the span.
package struct HangLookCount {
  /// How much of a hang a look with the processors busy counts for, in fifths.
  private static let busyLookWeight = 1
  /// How much of a hang a quiet look with the processors idle counts for, in fifths.
  private static let quietLookWeight = 5
  private let fifthsForHang: Int
  private var fifths = 0

  /// Creates an empty count.
  ///
  /// - Parameter looksForHang: The quiet looks in a row, processors idle, that make a hang.
  package init(looksForHang: Int) {
    fifthsForHang = looksForHang * Self.quietLookWeight
  }

  /// Counts one look, and says whether the test is now hung (the count then starts again).
  ///
  /// - Parameters:
  ///   - quiet: Whether the look saw no work: no activity, an idle executor and pool.
  ///   - processorsBusy: Whether the process used the processors since the previous look.
  /// - Returns: Whether the looks so far make a hang.
  package mutating func add(quiet: Bool, processorsBusy: Bool) -> Bool {
    guard quiet else {
      fifths = 0
      return false
    }
    fifths += processorsBusy ? Self.busyLookWeight : Self.quietLookWeight
    guard fifths >= fifthsForHang else { return false }
    fifths = 0
    return true
  }
}
