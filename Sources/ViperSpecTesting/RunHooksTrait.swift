public import Testing
public import ViperSpec
import ViperTesting

/// A suite trait that runs a catalog's BeforeAll hooks before the suite's tests and its AfterAll
/// hooks after them, as `viper-spec` runs them around a whole run.
///
/// `swift test` runs each scenario as a test case of its own, so nothing else knows where "the
/// run" starts and ends; the suite that holds the scenarios does. Put the trait on that suite:
///
/// ```swift
/// @Suite(.runHooks(LoginSteps.catalog)) struct LoginSpecTests {
///   @Test(arguments: SpecSuite.scenarios(in: "Specs/login", relativeTo: #filePath))
///   func scenario(_ scenario: ScenarioCase) async {
///     await scenario.run(with: LoginSteps.catalog)
///   }
/// }
/// ```
///
/// BeforeAll hooks all run, in the order they were defined; if one fails, it fails the suite at
/// its own line and each scenario of the suite fails saying it did not run. AfterAll hooks run
/// backwards when the suite's tests have finished, whatever happened; one that fails fails the
/// suite. Each suite that carries the trait runs the hooks once: with scenarios in several
/// suites, nest them in one suite that carries it. A scenario whose catalog has BeforeAll or
/// AfterAll hooks but that runs outside the trait passes or fails on its own, with a warning
/// that the hooks did not run.
public struct RunHooksTrait: SuiteTrait, TestTrait, TestScoping {
  let catalog: StepCatalog

  /// The scope that the trait gives the tests it runs: whether the catalog's BeforeAll hooks
  /// failed, and why.
  struct Scope: Sendable {
    /// What the failed BeforeAll hooks said; empty when they passed.
    var beforeAllFailures: [String]
    /// The places of the hooks the trait runs, which a scenario's catalog's must be among.
    var hookPlaces: Set<String>
  }

  /// Where a hook is defined, which tells one hook from another.
  static func place(of hook: RunHook) -> String {
    "\(hook.filePath):\(hook.line)"
  }

  /// The scope of the trait around the running test, if any.
  @TaskLocal static var scope: Scope?

  /// Once around the suite (or test function) that carries the trait, not around each test in
  /// it or each of its cases.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? self : nil
  }

  @concurrent
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    try await Self.around(catalog.runHooks, report: .testRunner, performing: function)
  }

  /// Runs BeforeAll hooks, then the body in a scope that knows whether they passed, then
  /// AfterAll hooks backwards, whatever happened, reporting each hook that fails at its line.
  static func around(
    _ hooks: [RunHook],
    report reporter: FailureReporter,
    performing body: @Sendable () async throws -> Void
  ) async throws {
    let clock = RunSettings().clock
    var failures: [String] = []
    for hook in hooks where hook.isBefore {
      if let failure = await run(hook, clock: clock, reporter: reporter) {
        failures.append(failure)
      }
    }
    let scope = Scope(beforeAllFailures: failures, hookPlaces: Set(hooks.map(place(of:))))
    // AfterAll hooks run whatever the body did; an error it threw goes on once they have.
    let outcome: Result<Void, any Error>
    do {
      try await $scope.withValue(scope) { try await body() }
      outcome = .success(())
    } catch {
      outcome = .failure(error)
    }
    for hook in hooks.reversed() where !hook.isBefore {
      _ = await run(hook, clock: clock, reporter: reporter)
    }
    try outcome.get()
  }

  /// Runs a hook and reports it at its line if it fails, returning what it said.
  private static func run(
    _ hook: RunHook,
    clock: any DateClock,
    reporter: FailureReporter
  ) async -> String? {
    let result = await hook.run(clock: clock)
    guard result.status == .failed, let message = result.message else { return nil }
    let location = SourceCodeLocation(
      fileID: hook.filePath.relativeToCurrentFolder,
      filePath: hook.filePath,
      line: hook.line,
      column: 1
    )
    reporter.report(message.withVisibleControls, at: location)
    return message
  }
}

extension Trait where Self == RunHooksTrait {
  /// Runs the catalog's BeforeAll hooks before the suite's tests and its AfterAll hooks after
  /// them; see ``RunHooksTrait``.
  ///
  /// - Parameter catalog: The step libraries whose hooks run.
  /// - Returns: The trait.
  public static func runHooks(_ catalog: StepCatalog) -> Self {
    RunHooksTrait(catalog: catalog)
  }

  /// Runs the library's BeforeAll hooks before the suite's tests and its AfterAll hooks after
  /// them; see ``RunHooksTrait``.
  ///
  /// - Parameter library: The step library whose hooks run.
  /// - Returns: The trait.
  public static func runHooks<World>(_ library: StepLibrary<World>) -> Self {
    RunHooksTrait(catalog: StepCatalog(library))
  }
}
