import Foundation
import ViperSpec
import ViperSpecCLI

/// `viper-spec mutate` on the downstream example's `Login` module: every mutant built at once
/// behind switches, beside the same mutants built one rebuild each, as Muter builds them
/// (issue 56's speed figures: mutants per minute, measured in one run).
enum MutateBenchmark {
  /// The example package, from the repository's root.
  static let package = "Tests/DownstreamExample"

  /// Runs both ways and prints mutants per minute for each, and the whole module's run.
  @MainActor
  static func run() async {
    guard FileManager.default.fileExists(atPath: package + "/Package.swift") else {
      print("mutate: run from the repository's root, where \(package) is")
      return
    }
    // A first run builds the copy, so that neither measured run pays for it.
    _ = await mutate(["--operators", "boolean-literal"])
    let operators = ["--operators", "change-shown-text,change-error-mapping,boolean-literal"]
    for (name, extra) in [
      ("all at once behind switches", [String]()), ("one rebuild per mutant", ["--rebuild-each"]),
    ] {
      let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
      let start = clock.now
      let output = await mutate(operators + extra)
      let elapsed = start.duration(to: clock.now)
      let count = mutants(in: output.standardOutput)
      guard output.status == 0, count > 0 else {
        print("mutate: Login, \(name): failed: \(output.standardError.suffix(400))")
        continue
      }
      let perMinute = Double(count) / (elapsed / .seconds(60))
      print(
        "mutate: Login, \(count) mutants \(name): \(elapsed), "
          + String(format: "%.1f mutants a minute", perMinute)
      )
    }
    let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
    let start = clock.now
    let whole = await mutate([])
    print(
      "mutate: Login, every operator (\(mutants(in: whole.standardOutput)) mutants): "
        + "\(start.duration(to: clock.now)) (budget 5 minutes)"
    )
  }

  @MainActor
  private static func mutate(_ arguments: [String]) async -> SpecCommandOutput {
    await SpecCommand.run(
      ["mutate", "Login", "--package-path", package, "--no-cache"] + arguments,
      catalog: StepCatalog(),
      environment: ProcessInfo.processInfo.environment,
      defaultPaths: []
    )
  }

  /// The mutants a report counted, from its module line: `Login: 88.0% (44 killed, 6 survived)`.
  private static func mutants(in report: String) -> Int {
    guard let line = report.split(separator: "\n").last(where: { $0.hasPrefix("Login: ") }) else {
      return 0
    }
    return line.matches(of: /(\d+) [a-z]/).compactMap { Int($0.1) }.reduce(0, +)
  }
}
