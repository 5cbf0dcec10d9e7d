import Foundation

/// Times named workloads with the real clock and prints one line per workload.
@MainActor
final class BenchmarkResults {
  private var lines: [String] = []
  private let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
  /// Runs only the workloads whose names contain this text, when given.
  private let filter = CommandLine.arguments.dropFirst().first

  private func isSelected(_ name: String) -> Bool {
    filter.map { name.contains($0) } ?? true
  }

  /// Runs a workload once to warm up, then times its best of the given number of runs.
  func measure(_ name: String, runs: Int = 3, _ body: () async throws -> Void) async {
    guard isSelected(name) else { return }
    do {
      if runs > 1 { try await body() }
      var best = Duration.seconds(Int64.max)
      for _ in 0..<runs {
        let start = clock.now
        try await body()
        best = min(best, start.duration(to: clock.now))
      }
      report(name, best)
    } catch {
      print("\(name): failed: \(error)")
    }
  }

  /// Runs a workload that times itself, and keeps its best of three runs after a warm-up.
  func measureReported(_ name: String, _ body: () async -> Duration) async {
    guard isSelected(name) else { return }
    _ = await body()
    var best = Duration.seconds(Int64.max)
    for _ in 0..<3 { best = min(best, await body()) }
    report(name, best)
  }

  private func report(_ name: String, _ duration: Duration) {
    let line = "\(name): \(Self.format(duration))"
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
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

  private static func format(_ duration: Duration) -> String {
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
