/// The rounds a settling test clock counts: it stops when enough rounds in a row ended with the
/// scope's activity where the round found it.
struct QuietRounds: Sendable {
  /// The scope's activity when the current round began.
  private var seen: Int
  /// The rounds in a row that ended with no activity.
  private var count = 0
  /// How many quiet rounds make the work still.
  private let needed: Int
  /// The rounds that ended with the pool busy so far.
  private var busyRounds = 0

  /// Begins the first round.
  ///
  /// - Parameters:
  ///   - activity: The scope's activity now.
  ///   - seesPool: Whether the pool's jobs are seen to finish. Where they are not, a pass through
  ///     the pool only knows that the jobs before it started, so a job on its way to the main
  ///     queue gets four rounds instead of two to arrive.
  init(activity: Int, seesPool: Bool = true) {
    seen = activity
    needed = seesPool ? 2 : 4
  }

  /// Whether the work is still: two quiet rounds (four where the pool cannot be seen), so that
  /// work a round saw only at its end (a task that reached the main queue through the pool as the
  /// round passed there) gets a whole round to show itself.
  var areEnough: Bool { count >= needed }

  /// Ends the current round and begins the next.
  ///
  /// A round that ends with the pool running a job is not quiet: the job may be the next hop of
  /// the woken work (a task leaving an actor, say), queued while the round waited for the one
  /// before it. The pool is the process's, though, and other tests keep it busy, so only the
  /// first ``busyRoundsAllowed`` such rounds of a settling count as busy.
  ///
  /// - Parameters:
  ///   - activity: The scope's activity now.
  ///   - poolIsBusy: Whether the pool is running a job the hook knows of.
  mutating func end(at activity: Int, poolIsBusy: Bool = false) {
    let isBusy = poolIsBusy && busyRounds < Self.busyRoundsAllowed
    if isBusy { busyRounds += 1 }
    count = activity == seen && !isBusy ? count + 1 : 0
    seen = activity
  }

  /// How many rounds of one settling a busy pool can keep from being quiet.
  static let busyRoundsAllowed = 16
}
