package import Foundation

/// The result of one compiled scenario.
package struct ScenarioResult: Equatable, Sendable {
  /// The scenario that ran.
  package var pickle: Pickle
  /// The result of each step, background first.
  package var steps: [StepResult]
  /// The result of each Before hook that runs for the scenario, in the order they ran; a hook's
  /// keyword is `Before`, its text its name, its line the line that defines it.
  package var beforeHooks: [StepResult] = []
  /// The result of each After hook, in the order they ran.
  package var afterHooks: [StepResult] = []
  /// A failure before any step ran, such as a world that could not be assembled.
  package var setupFailure: String?
  /// What the world's factory threw, when that is the setup failure: another attempt might
  /// pass, where a setup failure with nothing thrown (an invalid definition) cannot.
  package var setupThrown: ThrownError?
  /// The spec lint's findings in the scenario's own lines: each fails it, though it ran.
  package var lintErrors: [SpecLintError] = []
  /// How many times the scenario ran, `--retry` counting: 1 unless it was retried.
  package var attempts = 1
  /// The seconds the earlier attempts took, when the scenario was retried.
  package var earlierAttemptsTime: TimeInterval = 0

  /// The seconds this attempt took, by the run's clock; 0 if it did not run.
  package var time: TimeInterval {
    guard let startedAt, let finishedAt else { return 0 }
    return max(finishedAt.timeIntervalSince(startedAt), 0)
  }
  /// When the scenario started and finished, by the run's clock.
  package var startedAt: Date?
  package var finishedAt: Date?

  /// Whether the scenario fails the run.
  ///
  /// It does when it failed, or when a step that ran is pending, as Cucumber's strict runs count
  /// it. A scenario tagged `@wip` does not run, so does not fail the run.
  package var failsRun: Bool {
    status == .failed || hooksAndSteps.contains { $0.status == .pending && $0.startedAt != nil }
  }

  /// Whether another attempt might pass: a step, a hook or the world's factory failed, and
  /// nothing that no attempt can change (a spec error, an invalid definition) did.
  package var isRetryable: Bool {
    guard lintErrors.isEmpty else { return false }
    guard setupFailure == nil else { return setupThrown != nil }
    return hooksAndSteps.contains { $0.status == .failed }
  }

  /// The hooks' and steps' results, in the order they ran.
  package var hooksAndSteps: [StepResult] { beforeHooks + steps + afterHooks }

  /// How the scenario ended.
  package var status: ScenarioStatus {
    if setupFailure != nil || !lintErrors.isEmpty { return .failed }
    if hooksAndSteps.contains(where: \.status.failsScenario) {
      return .failed
    }
    if hooksAndSteps.contains(where: { $0.status == .pending }) || pickle.tagNames.contains("@wip")
    {
      return .pending
    }
    // A step or hook that started and ended skipped threw SkippedStep; others were skipped
    // because an earlier one did not pass, or because nothing ran (a dry run).
    return hooksAndSteps.contains { $0.status == .skipped && $0.startedAt != nil }
      ? .skipped : .passed
  }

  /// The messages of the failed steps and the setup failure, with their spec file lines.
  package var failures: [(line: Int, message: String)] {
    var result: [(line: Int, message: String)] = []
    if let setupFailure { result.append((pickle.location.line, setupFailure)) }
    // The file too: a report that lists failures by scenario shows the scenario's own line.
    for error in lintErrors {
      result.append((error.line, "\(error.uri):\(error.line): \(error.message)"))
    }
    for hook in beforeHooks where hook.status.failsScenario {
      result.append((pickle.location.line, hook.message ?? "The Before hook failed."))
    }
    for step in steps where step.status.failsScenario {
      result.append((step.line, step.message ?? "The step failed."))
    }
    for hook in afterHooks where hook.status.failsScenario {
      result.append((pickle.location.line, hook.message ?? "The After hook failed."))
    }
    for step in hooksAndSteps where step.status == .pending && step.startedAt != nil {
      let why = step.message.map { ": \($0)" } ?? "."
      let isHook = !steps.contains(step)
      let line = isHook ? pickle.location.line : step.line
      let name = step.text.isEmpty ? "" : " '\(step.text)'"
      let place = step.thrown.map { " (\($0.place))" } ?? ""
      let what =
        isHook
        ? "\(step.keyword) hook\(name)\(place) for the scenario at \(pickle.uri):\(line)"
        : "step at \(pickle.uri):\(line): \(step.keyword)\(step.text)"
      result.append(
        (
          line,
          """
          Pending \(what)\(why)

          A step or hook that throws PendingStep fails the run, as it fails Cucumber's (strict) \
          runs, so that unfinished work is not mistaken for a pass.

          To fix, finish it, or tag the scenario @wip to keep it pending without running it.
          """
        )
      )
    }
    return result
  }
}
