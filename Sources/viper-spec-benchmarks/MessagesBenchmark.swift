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
  @MainActor
  static func runSpecs(messages path: String?) async {
    let status = await SpecCommand.run(
      ["Specs"] + (path.map { ["--messages", $0] } ?? []),
      catalog: catalog,
      environment: [:],
      defaultPaths: [],
      standardOutput: { _ in },
      standardError: { _ in }
    )
    precondition(status == 0, "the specs failed while being measured")
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
