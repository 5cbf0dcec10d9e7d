extension TestClock {
  /// The test clock as a `Clock<Duration>`, on the same timeline, for code that takes
  /// `any Clock<Duration>` or `some Clock<Duration>` where production passes `ContinuousClock`.
  ///
  /// One ``TestClock/advance(by:fileID:filePath:line:column:)`` moves `Date` sleepers and `Clock`
  /// sleepers together, in deadline order (ties in the order they began to sleep), and inside the
  /// harness settles and accounts for both alike. Instants are exact: a `Duration` from the clock's
  /// start.
  ///
  /// ```swift
  /// let clock = TestClock(now: start)
  /// let search = SearchPresenter(view: view, clock: clock.continuous)  // some Clock<Duration>
  /// await search.queryChanged("fro")
  /// await clock.advance(by: .milliseconds(300))                         // the debounce fires
  /// ```
  public var continuous: Continuous {
    Continuous(clock: self)
  }

  /// A `Clock<Duration>` view of a ``TestClock``; see ``TestClock/continuous``.
  public struct Continuous: Clock {
    public typealias Instant = TimelineInstant

    /// The test clock this view moves with.
    public let clock: TestClock

    public var now: Instant {
      clock.reportSharedUse()
      return Instant(offset: clock.instant)
    }

    /// Zero: the timeline is exact, so no two deadlines are ever taken for one.
    public var minimumResolution: Duration {
      .zero
    }

    /// Suspends until the test clock reaches the deadline; the tolerance is ignored, since the
    /// clock resumes each sleeper exactly at its deadline.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
      try await clock.sleep(untilInstant: deadline.offset)
    }
  }
}
