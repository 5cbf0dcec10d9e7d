/// What a step definition does with the step, by World type.
package enum StepDefinitionKind<World>: Sendable {
  /// Runs an action or check.
  case action(@MainActor @Sendable (World, StepArguments) async throws -> Void)
  /// Produces a transcript that the runner compares with the step's doc string.
  case transcript(@MainActor @Sendable (World, StepArguments) async throws -> String)
}
