public import Foundation

/// The production clock: the only type in ViperSpec that reads real time.
public struct SystemClock: DateClock {
  /// Creates the system clock.
  public init() {}

  public var now: Date {
    Date()  // real clock: the single production reader of wall time.
  }

  public func sleep(until deadline: Date) async throws {
    let interval = deadline.timeIntervalSince(now)
    guard interval > 0 else { return try Task.checkCancellation() }
    try await Task.sleep(for: .seconds(interval))  // real clock: the single production sleeper.
  }
}
