/// The mutation scores a run is judged by: at or above `high` it is good, below `low` it is bad,
/// as Stryker's reports colour them.
///
/// Both reports carry them, so that the JSON and the page read a score the same way; the
/// defaults are Stryker's.
package struct MutationThresholds: Equatable, Sendable {
  /// The score, in percent, from which a run is good.
  package let high: Int
  /// The score, in percent, under which a run is bad.
  package let low: Int

  /// Creates thresholds.
  ///
  /// Stryker's schema holds each to 0 through 100, and `low` to at most `high`: values outside
  /// are brought inside (the command line checks what it reads, so none should come).
  ///
  /// - Parameters:
  ///   - high: The score, in percent, from which a run is good.
  ///   - low: The score, in percent, under which a run is bad.
  package init(high: Int = 80, low: Int = 60) {
    self.low = min(max(low, 0), 100)
    self.high = min(max(high, self.low), 100)
  }
}
