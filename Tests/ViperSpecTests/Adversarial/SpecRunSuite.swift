import Foundation
import Testing
import ViperSpecCLI

/// A suite that runs `viper-spec` on specs it writes into a temporary folder of its own, with the
/// worlds, step libraries, spec and readers of the messages stream that its tests share.
protocol SpecRunSuite {
  /// The folder the suite writes its specs and reports in, removed with the suite.
  var folder: TemporaryFolder { get }
}

/// A world that keeps a journal, so that an entry no step asserts fails its scenario.
@MainActor final class JournalWorld {
  let journal = Journal(reporter: FailureReporter { _, _ in })
}

extension SpecRunSuite {
  /// The world of tests whose steps use none.
  typealias Nothing = EmptyWorld

  /// The world of tests whose steps keep a journal.
  typealias World = JournalWorld

  /// A spec of one scenario with the one step `a step`.
  static var oneStep: String { "# Feature: F\n## Scenario: S\n* Given a step\n" }

  /// A library of `a step`, which passes, and of the hooks `hooks` registers.
  static func library(
    hooks: (inout StepLibrary<Nothing>) -> Void = { _ in }
  ) -> StepLibrary<Nothing> {
    var steps = StepLibrary<Nothing> { Nothing() }
    steps.given("a step") { _ in }
    hooks(&steps)
    return steps
  }

  /// Writes `spec` into the folder and runs `viper-spec` on it with `arguments`.
  @MainActor
  func run(
    _ spec: String,
    _ arguments: [String],
    steps: StepLibrary<Nothing> = Self.library()
  ) async throws -> SpecCommandOutput {
    let path = try TemporarySpec.write(spec, named: "attack.feature.md", in: folder)
    return await SpecCommand.run(
      [path] + arguments,
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
  }

  /// Writes `spec` into the folder, runs `viper-spec` on it with `--html` and `arguments`, and
  /// gives the page it wrote.
  @MainActor
  func htmlReport(
    _ spec: String,
    steps: StepLibrary<Nothing> = Self.library(),
    arguments: [String] = []
  ) async throws -> String {
    let path = folder.file("report.html").path
    let output = try await run(spec, ["--html", path] + arguments, steps: steps)
    #expect(output.status != 2, "\(output.standardError)")
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Writes a spec of one scenario with the one step `a step` into the folder, and gives its path.
  func spec() throws -> String {
    try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "plain.feature.md",
      in: folder
    )
  }

  /// The envelopes of a messages stream, one a line.
  static func envelopes(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  /// The results of the stream's finished test steps, in the stream's order.
  static func stepResults(_ envelopes: [[String: Any]]) -> [[String: Any]] {
    envelopes.compactMap {
      ($0["testStepFinished"] as? [String: Any])?["testStepResult"] as? [String: Any]
    }
  }
}
