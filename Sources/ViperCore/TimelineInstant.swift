/// A point on a clock's timeline: how far it is from the timeline's origin.
///
/// The instant of the `Clock<Duration>` views of the harness clocks (`TestClock`, `ImmediateClock`
/// and `UnimplementedClock`, whose origin is the clock's start), exact since it is a `Duration`,
/// not a date; and of ``DateClockContinuousView``, whose origin is the reference date.
public struct TimelineInstant: InstantProtocol {
  /// The time from the timeline's origin to this instant.
  public let offset: Duration

  /// Creates an instant at a given time from the timeline's origin.
  ///
  /// - Parameter offset: The time from the timeline's origin.
  public init(offset: Duration) {
    self.offset = offset
  }

  public func advanced(by duration: Duration) -> Self {
    TimelineInstant(offset: offset.clampedAdding(duration))
  }

  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
