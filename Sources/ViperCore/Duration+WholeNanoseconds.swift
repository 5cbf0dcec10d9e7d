extension Duration {
  /// The duration in whole nanoseconds, as Dispatch's deadlines and intervals count time: the
  /// harness's bounds are durations, and its waits on real time are Dispatch's.
  package var wholeNanoseconds: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
  }
}
