import ViperSpecCLI

/// A world with nothing in it, for tests of the runner's own behaviour, where what the steps do
/// does not matter.
@MainActor final class EmptyWorld {
  /// A library of one step, `a step`, that passes.
  static var oneStepLibrary: StepLibrary<EmptyWorld> {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step") { _ in }
    return steps
  }

  /// Runs `viper-spec` with a library of this world.
  ///
  /// - Parameters:
  ///   - arguments: The command line's arguments.
  ///   - steps: The library.
  /// - Returns: The run's status and output.
  static func run(_ arguments: [String], steps: StepLibrary<EmptyWorld>) async -> SpecCommandOutput
  {
    await SpecCommand.run(
      arguments,
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
  }
}
