import ViperSpec
import ViperTesting

/// The steps of `RunHooksTraitSuiteTests`: a BeforeAll hook that counts its runs, and a step
/// that checks it ran once.
enum RunHooksSuiteSteps {
  /// How many times the BeforeAll hook has run in this process.
  static let starts = LockedState(0)

  static let library: StepLibrary<Void> = {
    var steps = StepLibrary<Void> {}
    steps.beforeAll(name: "Count the start") { starts.withLock { $0 += 1 } }
    steps.then("the BeforeAll hook has run once") { _ in
      let count = starts.withLock { $0 }
      guard count == 1 else {
        throw StepFailure("Expected the BeforeAll hook to have run once; it ran \(count) times.")
      }
    }
    return steps
  }()
}
