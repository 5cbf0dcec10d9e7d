import Testing
import ViperMocks
import ViperRuntime

/// The runtime fast paths are an optimisation: with the executor hook replaced by another
/// library, the harness says so once and settles by the portable path, as correctly.
@Suite struct RuntimeFallbackTests {
  @Test(
    .enabled(
      if: RuntimeMode.current.hooksExecutor,
      "the safe path installs no hook for another library to replace"
    )
  )
  func `settling stays correct when another library replaces the executor hook`()
    async throws
  {
    let run = try await FixtureProcess.run(
      arguments: ["ViperTestingTests.XCTestDisplacedHookFixtures/testSettlingWithTheHookReplaced"],
      fixture: "displacedHook"
    )

    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Executed 1 test, with 0 failures"), "\(run.output)")
    #expect(!run.output.contains("skipped"), "\(run.output)")
    if RuntimeMode.current.hooksExecutor {
      #expect(
        run.output.contains("another library replaced the global executor hook"),
        "\(run.output)"
      )
    }
  }

  @Test func `an advance settles when another library replaces the hook while it runs`()
    async throws
  {
    let run = try await FixtureProcess.run(
      arguments: [
        "ViperTestingTests.XCTestDisplacedHookFixtures/"
          + "testAnAdvanceSettlesWhenTheHookIsReplacedWhileItRuns"
      ],
      fixture: "hookReplacedMidAdvance",
      timeout: .seconds(60)
    )

    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Executed 1 test, with 0 failures"), "\(run.output)")
  }

  @Test func `the hook comes back after another library cleared it`() async throws {
    let run = try await FixtureProcess.run(
      arguments: [
        "ViperTestingTests.XCTestDisplacedHookFixtures/"
          + "testTheHookComesBackAfterAnotherLibraryClearedIt"
      ],
      fixture: "clearedHook",
      timeout: .seconds(60)
    )

    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Executed 1 test, with 0 failures"), "\(run.output)")
  }
}
