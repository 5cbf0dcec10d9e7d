import Foundation

/// Times named workloads with the real clock and prints one line per workload.
@MainActor
final class BenchmarkResults {
  private var lines: [String] = []
  private let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
  /// Runs only the workloads whose names contain this text, when given.
  private let filter = CommandLine.arguments.dropFirst().first

  /// Whether a workload of that name runs in this invocation.
  func isSelected(_ name: String) -> Bool {
    filter.map { name.contains($0) } ?? true
  }

  /// Runs a workload once to warm up, then times its best of the given number of runs.
  ///
  /// - Returns: The best time, or `nil` when the workload was not selected or failed.
  @discardableResult
  func measure(
    _ name: String,
    runs: Int = 3,
    _ body: () async throws -> Void
  ) async -> Duration? {
    guard isSelected(name) else { return nil }
    do {
      if runs > 1 { try await body() }
      var best = Duration.seconds(Int64.max)
      for _ in 0..<runs {
        let start = clock.now
        try await body()
        best = min(best, start.duration(to: clock.now))
      }
      report(name, best)
      return best
    } catch {
      print("\(name): failed: \(error)")
      return nil
    }
  }

  /// Prints a line of figures derived from measured ones, such as a ratio.
  func note(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Runs a workload that times itself, and keeps its best of the given number of runs after a
  /// warm-up.
  ///
  /// - Returns: The best time, or `nil` when the workload was not selected.
  @discardableResult
  func measureReported(
    _ name: String,
    runs: Int = 3,
    _ body: () async -> Duration
  ) async -> Duration? {
    guard isSelected(name) else { return nil }
    _ = await body()
    var best = Duration.seconds(Int64.max)
    for _ in 0..<runs { best = min(best, await body()) }
    report(name, best)
    return best
  }

  /// Prints and keeps a figure measured elsewhere.
  func report(_ name: String, _ duration: Duration) {
    let line = "\(name): \(Self.format(duration))"
    note(line)
    lines.append(line)
  }

  /// Prints the build configuration the figures were taken with.
  func printSummary() {
    #if DEBUG
    print("(debug build: \(lines.count) workloads)")
    #else
    print("(release build: \(lines.count) workloads)")
    #endif
  }

  static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    if milliseconds >= 1_000 { return "\(rounded(milliseconds / 1_000)) s" }
    if milliseconds >= 1 { return "\(rounded(milliseconds)) ms" }
    return "\(rounded(milliseconds * 1_000)) µs"
  }

  private static func rounded(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}
