/// How a scenario ended.
package enum ScenarioStatus: String, Equatable, Sendable {
  /// Every step passed.
  case passed
  /// A step failed or has no definition.
  case failed
  /// The scenario is tagged `@wip` and did not run.
  case pending
}
