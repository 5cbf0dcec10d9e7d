import Foundation
public import Testing
public import ViperSpec
import ViperTesting

/// One test case of a spec suite: a scenario, or the reason the suite's files cannot run.
///
/// A file that does not parse and a folder with no scenarios become failing cases too, so
/// nothing passes silently. Scenarios tagged `@wip` pass with a known issue, shown as pending.
///
/// ```swift
/// @Test(arguments: SpecSuite.scenarios(in: "Specs/todos", relativeTo: #filePath))
/// func scenario(_ scenario: ScenarioCase) async {
///   await scenario.run(with: TodosSteps.catalog)
/// }
/// ```
public struct ScenarioCase: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  enum Content: Sendable {
    /// A scenario, with the spec lint's findings in its own lines, which fail it, and the prose
    /// lines that read like steps, which fail it once a phrase of the run's catalog matches one.
    case scenario(
      Pickle,
      lintErrors: [SpecLintError] = [],
      stepPhraseCandidates: [StepPhraseCandidate] = []
    )
    case failure(message: String, path: String, line: Int)
  }

  let content: Content

  /// The case's name: "Feature — Scenario", or what is wrong with the suite.
  public var testDescription: String {
    switch content {
    case .scenario(let pickle, _, _):
      let row = pickle.exampleValues.map(\.value).joined(separator: ", ")
      let name = "\(pickle.featureName) — \(pickle.name)"
      return row.isEmpty ? name : "\(name) [\(row)]"
    case .failure(let message, let path, _):
      return "\(URL(fileURLWithPath: path).lastPathComponent): \(message.prefix { $0 != "\n" })"
    }
  }

  public var description: String { testDescription }

  /// Runs the scenario with a step library, recording each failure as an issue at the spec line.
  ///
  /// - Parameters:
  ///   - library: The step definitions and world factory.
  ///   - environment: The environment for the record mode; the process's by default.
  public func run<World>(
    with library: StepLibrary<World>,
    environment: [String: String]? = nil
  ) async {
    await run(with: StepCatalog(library), environment: environment)
  }

  /// Runs the scenario with the catalog's best library, recording failures at the spec line.
  ///
  /// - Parameters:
  ///   - catalog: The step libraries.
  ///   - environment: The environment for the record mode; the process's by default.
  public func run(with catalog: StepCatalog, environment: [String: String]? = nil) async {
    switch content {
    case .failure(let message, let path, let line):
      FailureReporter.testRunner.report(message, at: Self.location(path, line: line))
    case .scenario(let pickle, let lintErrors, let stepPhraseCandidates):
      guard Self.mayRun(pickle, with: catalog) else { return }
      let mode: RecordMode
      do {
        mode = try RecordMode.resolve(
          environment: environment ?? ProcessInfo.processInfo.environment
        )
      } catch {
        FailureReporter.testRunner.report(error.description)
        return
      }
      var result = await catalog.run(pickle, settings: RunSettings(recordMode: mode))
      result.lintErrors = (lintErrors + catalog.lintErrors(for: stepPhraseCandidates))
        .sorted { $0.line < $1.line }
      if !result.failsRun, result.status == .pending || result.status == .skipped {
        // Not a failure, so not the reporting path: Swift Testing's known issue shows it pending.
        let reason = result.hooksAndSteps.first { $0.status == result.status.stepStatus }?.message
        let why = reason ?? (result.status == .pending ? "the scenario is tagged @wip" : "a step")
        let title = result.status == .pending ? "Pending" : "Skipped"
        withKnownIssue("\(title): \(why).") {
          Issue.record(
            "\(title)",
            sourceLocation: SourceLocation(Self.location(pickle.uri, line: pickle.location.line))
          )
        }
        return
      }
      for failure in result.failures {
        FailureReporter.testRunner.report(
          failure.message.withVisibleControls,
          at: Self.location(pickle.uri, line: failure.line)
        )
      }
    }
  }

  /// Whether the scenario may run: not when the BeforeAll hooks of the suite's ``RunHooksTrait``
  /// failed, which fails it; with a warning when its catalog has BeforeAll or AfterAll hooks
  /// that no ``RunHooksTrait`` runs.
  private static func mayRun(_ pickle: Pickle, with catalog: StepCatalog) -> Bool {
    let scope = RunHooksTrait.scope
    let known = scope?.hookPlaces ?? []
    if catalog.runHooks.contains(where: { !known.contains(RunHooksTrait.place(of: $0)) }) {
      let which =
        scope == nil
        ? "under swift test, they run around a suite that carries the trait .runHooks(catalog)"
        : "the suite's .runHooks trait runs another catalog's"
      Issue.record(
        """
        The step catalog has BeforeAll or AfterAll hooks, which did not run: \(which). To fix, \
        give the trait the catalog that runs the scenarios, on the suite that runs them, such as \
        @Suite(.runHooks(LoginSteps.catalog)).
        """,
        severity: .warning,
        sourceLocation: SourceLocation(location(pickle.uri, line: pickle.location.line))
      )
    }
    guard let failure = scope?.beforeAllFailures.first else { return true }
    FailureReporter.testRunner.report(
      """
      The scenario did not run: a BeforeAll hook failed, so no scenario of the suite runs.

      \(failure.withVisibleControls)
      """,
      at: location(pickle.uri, line: pickle.location.line)
    )
    return false
  }

  static func location(_ path: String, line: Int) -> SourceCodeLocation {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().lastPathComponent
    return SourceCodeLocation(
      fileID: "\(folder)/\(url.lastPathComponent)",
      filePath: path,
      line: max(line, 1),
      column: 1
    )
  }
}
