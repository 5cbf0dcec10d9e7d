/// A point on a harness clock's timeline: how far it is from the clock's start.
///
/// The instant of the `Clock<Duration>` views of ``TestClock``, ``ImmediateClock`` and
/// ``UnimplementedClock``; exact, since it is a `Duration`, not a date.
public struct TimelineInstant: InstantProtocol {
  /// The time from the clock's start to this instant.
  public let offset: Duration

  /// Creates an instant at a given time from the clock's start.
  ///
  /// - Parameter offset: The time from the clock's start.
  public init(offset: Duration) {
    self.offset = offset
  }

  public func advanced(by duration: Duration) -> Self {
    TimelineInstant(offset: offset + duration)
  }

  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
