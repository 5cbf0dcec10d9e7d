import Foundation
import ViperTesting

/// A backend actor that answers only when the test clock reaches its delay.
actor SlowBackend {
  private let clock: TestClock
  private var log: [String] = []

  init(clock: TestClock) {
    self.clock = clock
  }

  func answer(after delay: Duration) async -> String {
    do {
      try await clock.sleep(for: delay)
      return "answered"
    } catch {
      return "cancelled"
    }
  }

  func log(_ outcome: String) -> String {
    log.append(outcome)
    return "\(outcome) (logged)"
  }
}
