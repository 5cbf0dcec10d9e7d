/// How one step of a scenario ended.
package enum StepStatus: String, Equatable, Sendable {
  /// The step ran and its checks held.
  case passed
  /// The step threw, or a transcript differed.
  case failed
  /// An earlier step did not pass, so this one did not run, or the step threw `SkippedStep`.
  case skipped
  /// No definition matches the step.
  case undefined
  /// Several definitions match the step.
  case ambiguous
  /// The scenario is tagged `@wip`, or the step threw `PendingStep`.
  case pending

  /// The mark the living documentation prints: ✓, ✗, -, ?, ‼ or ⏸.
  package var symbol: String {
    switch self {
    case .passed: "✓"
    case .failed: "✗"
    case .skipped: "-"
    case .undefined: "?"
    case .ambiguous: "‼"
    case .pending: "⏸"
    }
  }

  /// Whether the step fails its scenario: it failed, or it has no single definition.
  package var failsScenario: Bool {
    self == .failed || self == .undefined || self == .ambiguous
  }
}
