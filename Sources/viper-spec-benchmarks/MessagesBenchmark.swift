import Foundation
import FrogsSpecSteps
import TasksSpecSteps
import TodosSpecSteps
import ViperSpec
import ViperSpecCLI

/// What `--messages` costs: the repository's specs run with and without writing Cucumber
/// Messages to a file (the budget: at most 20 % more), and 1,000 scenarios streamed.
enum MessagesBenchmark {
  /// The repository's step libraries, as `viper-spec` has them.
  static let catalog = TodosSteps.catalog.adding(FrogsSteps.catalog).adding(TasksSteps.catalog)

  /// Runs `Specs/` once, writing messages to a file if one is given.
  ///
  /// - Throws: A `StepFailure` when the specs fail, which the measurement reports in its line.
  @MainActor
  static func runSpecs(messages path: String?) async throws {
    let status = await SpecCommand.run(
      ["Specs"] + (path.map { ["--messages", $0] } ?? []),
      catalog: catalog,
      environment: [:],
      defaultPaths: [],
      standardOutput: { _ in },
      standardError: { _ in }
    )
    guard status == 0 else { throw StepFailure("the specs failed while being measured") }
  }

  /// Runs `Specs/` without and with messages in turn, after one warm-up run of each.
  ///
  /// - Parameters:
  ///   - runs: How many times each runs.
  ///   - path: The file the messages go to.
  /// - Returns: Each side's best time.
  /// - Throws: A `StepFailure` when the specs fail.
  @MainActor
  static func alternate(
    runs: Int,
    messages path: String
  ) async throws -> (without: Duration, with: Duration) {
    let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
    try await runSpecs(messages: nil)
    try await runSpecs(messages: path)
    var best = (without: Duration.seconds(60), with: Duration.seconds(60))
    for _ in 0..<runs {
      best.without = min(
        best.without,
        try await clock.measure { try await runSpecs(messages: nil) }
      )
      best.with = min(best.with, try await clock.measure { try await runSpecs(messages: path) })
    }
    return best
  }

  /// Writes a spec of 1,000 scenarios of three steps each and runs it with messages to a file.
  @MainActor
  static func runThousand(in folder: URL) async -> Int {
    var text = "# Feature: A thousand\n"
    for number in 0..<1_000 {
      text += "## Scenario: Number \(number)\n* Given a counter at \(number)\n"
      text += "* When it counts\n* Then it shows \(number + 1)\n"
    }
    let spec = folder.appendingPathComponent("thousand.feature.md")
    try? Data(text.utf8).write(to: spec)
    var steps = StepLibrary<Counter> { Counter() }
    steps.given("a counter at {int}") { (counter, value: Int) in counter.value = value }
    steps.when("it counts") { counter in counter.value += 1 }
    steps.then("it shows {int}") { (counter, expected: Int) in
      guard counter.value == expected else { throw StepFailure("Off by one.") }
    }
    let output = folder.appendingPathComponent("thousand.ndjson").path
    _ = await SpecCommand.run(
      [spec.path, "--messages", output],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: [],
      standardOutput: { _ in },
      standardError: { _ in }
    )
    let attributes = try? FileManager.default.attributesOfItem(atPath: output)
    return attributes?[.size] as? Int ?? 0
  }

  /// The world of the 1,000 scenarios.
  @MainActor final class Counter {
    var value = 0
  }
}

extension MessagesBenchmark {
  /// Writes the parts of the stream for Specs/ apart from the run, to see where its cost is:
  /// the head (sources, documents, pickles, definitions), the test cases, and the results.
  @MainActor
  static func parts() async -> (head: Duration, testCases: Duration, results: Duration) {
    let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
    guard let specs = try? ScenarioSelection(paths: ["Specs"], catalog: catalog) else {
      return (.zero, .zero, .zero)
    }
    var results: [ScenarioResult] = []
    for pickle in specs.pickles {
      results.append(await catalog.run(pickle, settings: RunSettings()))
    }
    let libraries = Dictionary(
      specs.pickles.map { ($0.id, catalog.libraryIndex(for: $0)) },
      uniquingKeysWith: { first, _ in first }
    )
    var best = (
      head: Duration.seconds(60), testCases: Duration.seconds(60), results: Duration.seconds(60)
    )
    for _ in 0..<20 {
      let stream = MessageStream(firstID: 10_000, file: nil)
      let start = clock.now
      stream.begin(files: specs.files, catalog: catalog, start: Date(timeIntervalSince1970: 0))
      let afterHead = clock.now
      stream.testCases(specs.pickles, catalog: catalog, libraries: libraries)
      let afterCases = clock.now
      for result in results { stream.scenario(result, willBeRetried: false) }
      let afterResults = clock.now
      _ = stream.takePending()
      best.head = min(best.head, start.duration(to: afterHead))
      best.testCases = min(best.testCases, afterHead.duration(to: afterCases))
      best.results = min(best.results, afterCases.duration(to: afterResults))
    }
    return best
  }
}
