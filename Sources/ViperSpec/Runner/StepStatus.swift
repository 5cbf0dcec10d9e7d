/// How one step of a scenario ended.
package enum StepStatus: String, Equatable, Sendable {
  /// The step ran and its checks held.
  case passed
  /// The step threw, a transcript differed, or it matched several definitions.
  case failed
  /// An earlier step did not pass, so this one did not run.
  case skipped
  /// No definition matches the step.
  case undefined
  /// The scenario is tagged `@wip`.
  case pending

  /// The mark the living documentation prints: ✓, ✗, -, ? or ⏸.
  package var symbol: String {
    switch self {
    case .passed: "✓"
    case .failed: "✗"
    case .skipped: "-"
    case .undefined: "?"
    case .pending: "⏸"
    }
  }
}
