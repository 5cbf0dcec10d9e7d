import Foundation
import Testing
import ViperTesting

@Suite struct DateClockTests {
  @Test(arguments: [
    (Duration.seconds(90), 90.0),
    (.milliseconds(1_500), 1.5),
    (.zero, 0),
    (.seconds(-2), -2),
  ])
  func `converts a duration to a time interval`(duration: Duration, seconds: Double) {
    #expect(duration.timeInterval == seconds)
  }

  @Test func `converts a duration too long for whole seconds without a crash`() {
    let forever = Duration.seconds(Int64.max) + .seconds(Int64.max)

    #expect(forever.timeInterval >= Double(Int64.max))
    #expect((.zero - forever).timeInterval <= -Double(Int64.max))
  }

  @MainActor
  @Test func `sleeps for a duration measured from now`() async {
    let start = Date(timeIntervalSince1970: 0)
    let clock = TestClock(now: start)
    var wokeAt: Date?
    let sleeper = Task { @MainActor in
      try await clock.sleep(for: .seconds(30))
      wokeAt = clock.now
    }
    await clock.waitUntilSleeping()

    await clock.advance(by: .seconds(30))

    #expect(wokeAt == start.addingTimeInterval(30))
    try? await sleeper.value
  }
}
