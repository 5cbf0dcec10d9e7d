/// How a scenario ended.
package enum ScenarioStatus: String, Equatable, Sendable {
  /// Every step passed.
  case passed
  /// A step failed or has no definition.
  case failed
  /// The scenario is tagged `@wip`, or a step threw `PendingStep`.
  case pending
  /// A step threw `SkippedStep`, so the rest did not run.
  case skipped

  /// The status of the step that gave the scenario its status, where one did.
  package var stepStatus: StepStatus? {
    switch self {
    case .passed: .passed
    case .failed: nil
    case .pending: .pending
    case .skipped: .skipped
    }
  }
}
