/// The rounds a settling test clock counts: it stops when enough rounds in a row ended with the
/// scope's activity where the round found it.
struct QuietRounds: Sendable {
  /// The scope's activity when the current round began.
  private var seen: Int
  /// The rounds in a row that ended with no activity.
  private var count = 0

  /// Begins the first round.
  ///
  /// - Parameter activity: The scope's activity now.
  init(activity: Int) {
    seen = activity
  }

  /// Whether the work is still: two quiet rounds, so that work a round saw only at its end (a
  /// task that reached the main queue through the pool as the round passed there) gets a whole
  /// round to show itself.
  var areEnough: Bool { count >= 2 }

  /// Ends the current round and begins the next.
  ///
  /// - Parameter activity: The scope's activity now.
  mutating func end(at activity: Int) {
    count = activity == seen ? count + 1 : 0
    seen = activity
  }
}
