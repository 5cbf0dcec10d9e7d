import ViperMocks

/// How the code under test sleeps: on the `Date` seam, or on a `Clock<Duration>`.
enum ClockSeam: String, CaseIterable, Sendable {
  case date = "Date seam"
  case clock = "Clock<Duration>"

  /// Sleeps on the test clock through this seam.
  func sleep(on clock: TestClock, for duration: Duration) async throws {
    switch self {
    case .date: try await clock.sleep(for: duration)
    case .clock: try await clock.continuous.sleep(for: duration)
    }
  }
}
