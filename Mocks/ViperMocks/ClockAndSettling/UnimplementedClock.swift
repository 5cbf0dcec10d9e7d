public import Foundation
public import ViperCore

/// A clock that fails the test whenever it is used, for code that must not read or wait on time.
///
/// Pass it where a feature needs a clock but the test's path should never touch it: any read of
/// ``now`` or any sleep fails the test, naming the call, then goes on as if nothing happened
/// (the date stays put; a sleep returns at once), so that one mistake gives one clear failure.
/// It is a `DateClock`, and ``continuous`` is the same clock as a `Clock<Duration>`.
///
/// ```swift
/// let presenter = AboutPresenter(view: view, clock: UnimplementedClock(name: "about"))
/// await presenter.viewAppeared()            // fails if the screen reads or waits on time
/// ```
public final class UnimplementedClock: DateClock {
  private let name: String
  private let start: Date
  private let scope: HarnessScope?
  private let journal: Journal?
  private let location: SourceCodeLocation

  /// Creates the clock.
  ///
  /// - Parameters:
  ///   - name: What the failures call the clock, such as the feature that holds it.
  ///   - now: The date a read returns after failing.
  ///   - journal: A journal whose test the failures go to, for a test without `.harness`.
  ///   - fileID: The file the failures point at (the line that makes the clock); the caller's by
  ///     default.
  ///   - filePath: The full path of that file.
  ///   - line: The line the failures point at.
  ///   - column: The column the failures point at.
  public init(
    name: String = "clock",
    now: Date = Date(timeIntervalSince1970: 0),
    journal: Journal? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    self.name = name
    self.start = now
    self.journal = journal
    self.scope = HarnessScope.current
    self.location = SourceCodeLocation(
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  public var now: Date {
    fail("now")
    return start
  }

  public func sleep(until deadline: Date) async throws {
    fail("sleep(until:)")
    try Task.checkCancellation()
  }

  public func sleep(for duration: Duration) async throws {
    fail("sleep(for:)")
    try Task.checkCancellation()
  }

  /// The clock as a `Clock<Duration>`, which fails the same way.
  public var continuous: Continuous {
    Continuous(clock: self)
  }

  /// A `Clock<Duration>` view of an ``UnimplementedClock``; see ``UnimplementedClock/continuous``.
  public struct Continuous: Clock {
    public typealias Instant = TimelineInstant

    /// The clock this view fails with.
    public let clock: UnimplementedClock

    public var now: Instant {
      clock.fail("now")
      return Instant(offset: .zero)
    }

    public var minimumResolution: Duration {
      .zero
    }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
      clock.fail("sleep(until:tolerance:)")
      try Task.checkCancellation()
    }
  }

  private func fail(_ member: String) {
    HarnessFailure.report(
      """
      Unimplemented: \(name).\(member) was called, but this test's clock is unimplemented.

      The test gave the code an UnimplementedClock to say that this path never reads or waits \
      on time.

      To fix, give the code a TestClock (or an ImmediateClock) if it should use time, or find \
      why it does.
      """,
      at: location,
      journal: journal,
      scope: scope
    )
  }
}
