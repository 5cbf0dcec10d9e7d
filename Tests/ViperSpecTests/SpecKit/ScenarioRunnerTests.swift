import Foundation
import Testing
import ViperSpec

@Suite struct ScenarioRunnerTests {
  @MainActor
  private func run(
    _ text: String,
    path: String = "Specs/counter.feature.md",
    settings: RunSettings = RunSettings()
  ) async -> [ScenarioResult] {
    var results: [ScenarioResult] = []
    for pickle in SpecLoader.parse(text, path: path).pickles {
      results.append(
        await ScenarioRunner.run(pickle, with: CounterWorld.steps, settings: settings)
      )
    }
    return results
  }

  @Test @MainActor func `runs every scenario of the fixture with the background first`()
    async throws
  {
    let results = await run(try Fixture.text("counter.feature.md"))

    #expect(
      results.map(\.pickle.name) == [
        "Tapping once adds one", "The display lists every change", "Tapping adds one per tap",
        "Tapping adds one per tap", "Setting values from a table", "Resetting the counter",
      ]
    )
    #expect(results.map(\.status) == [.passed, .passed, .passed, .passed, .passed, .pending])
    #expect(
      try results.element(at: 0).steps.map(\.text) == [
        "a counter at 0", "the user taps 1 time", "the counter shows 1",
      ]
    )
  }

  @Test @MainActor func `fails an undefined step with its line and the closest phrases`()
    async throws
  {
    let text = """
      # Feature: Undefined
      ## Scenario: Typo
      * When the user tapped 2 times
      * Then the counter shows 2
      """

    let result = try await run(text).element(at: 0)

    #expect(result.status == .failed)
    #expect(result.steps.map(\.status) == [.undefined, .skipped])
    #expect(result.failures.map(\.line) == [3])
    #expect(
      result.failures.first?.message == """
        Undefined step at Specs/counter.feature.md:3: When the user tapped 2 times

        No step phrase matches this text. The closest phrases are:
          the user taps {int} time(s)
          the counter shows {int}
          the counters

        To fix, reword the step to use one of those phrases, or define the phrase in a step library \
        that this run's catalog includes (the catalog given to SpecSuite or SpecCommand.main), \
        for example:

        steps.when("the user tapped {int} times") { (world, int: Int) in
          throw StepFailure("Not written yet: turn this phrase into actions on the world.")
        }
        """
    )
  }

  @Test @MainActor func `fails a step that throws with the error and skips the rest`() async throws
  {
    let text = """
      # Feature: Failing
      ## Scenario: Wrong count
      * When the user taps 2 times
      * Then the counter shows 3
      * Then the counter shows 2
      """

    let result = try await run(text).element(at: 0)

    #expect(result.steps.map(\.status) == [.passed, .failed, .skipped])
    #expect(
      result.failures.first?.message == """
        Step failed at Specs/counter.feature.md:4: Then the counter shows 3

        It threw: Expected 3, but the counter shows 2.

        To fix, correct the code under test or the step definition for this phrase.
        """
    )
  }

  @Test @MainActor func `compares a transcript step with its fenced block and shows the diff`()
    async throws
  {
    let text = """
      # Feature: Transcripts
      ## Scenario: Wrong transcript
      * When the user taps 2 times
      * Then the view shows
        ```
        render: 1
        render: 3
        ```
      """

    let result = try await run(text).element(at: 0)

    #expect(result.status == .failed)
    let message = result.failures.first?.message ?? ""
    #expect(
      message.hasPrefix("Transcript mismatch at Specs/counter.feature.md:4: Then the view shows")
    )
    #expect(message.contains("-render: 3"))
    #expect(message.contains("+render: 2"))
    #expect(
      message.hasSuffix(
        "To re-record it in place, run with VIPERSPEC_RECORD=all where CI is not set."
      )
    )
  }

  @Test @MainActor func `refuses a table under a transcript step instead of recording over it`()
    async throws
  {
    let text = """
      # Feature: Transcripts
      ## Scenario: Table instead of a block
      * When the user taps 2 times
      * Then the view shows
        | render: 1 |
      """

    let result = try await run(
      text,
      path: "/nonexistent/counter.feature.md",
      settings: RunSettings(recordMode: .missing)
    ).element(at: 0)

    #expect(result.status == .failed)
    #expect(
      result.failures.first?.message.hasPrefix(
        "Expected a fenced block under the transcript step at /nonexistent/counter.feature.md:4, "
          + "but found a table."
      ) == true
    )
  }

  @Test @MainActor func `fails a step whose table its definition never reads`() async throws {
    let text = """
      # Feature: Arguments
      ## Scenario: Ignored table
      * When the user taps 2 times
        | taps |
        | 3    |
      * Then the counter shows 2
      """

    let result = try await run(text).element(at: 0)

    #expect(result.steps.map(\.status) == [.failed, .skipped])
    #expect(
      result.failures.first?.message.contains(
        "The step has a table under it, but its definition never reads it"
      ) == true
    )
  }

  @Test @MainActor func `reports a scenario tagged wip as pending without running it`() async throws
  {
    let text = """
      # Feature: Pending
      `@wip`
      ## Scenario: Later
      * When something nobody defined yet
      """

    let result = try await run(text).element(at: 0)

    #expect(result.status == .pending)
    #expect(result.steps.map(\.status) == [.pending])
  }

  @Test @MainActor func `fails every scenario when a phrase does not compile`() async throws {
    var steps = StepLibrary<CounterWorld> { CounterWorld() }
    steps.given(
      "a (broken counter",
      fileID: "Shop/Steps.swift",
      filePath: FileManager.default.currentDirectoryPath + "/Mocks/Steps.swift",
      line: 3
    ) { _ in }
    let pickle = try SpecLoader.parse(
      "# Feature: A\n## Scenario: B\n* Given x\n",
      path: "a.feature.md"
    )
    .pickles.element(at: 0)

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    #expect(result.status == .failed)
    #expect(
      result.setupFailure?.contains(
        "  Mocks/Steps.swift:3: Invalid step phrase 'a (broken counter'"
      )
        == true
    )
  }

  @Test @MainActor
  func `a phrase with an unknown parameter type leaves its steps undefined, as in Cucumber`()
    async throws
  {
    var steps = StepLibrary<CounterWorld> { CounterWorld() }
    steps.given(
      "{airport} is closed",
      filePath: FileManager.default.currentDirectoryPath + "/Mocks/Steps.swift",
      line: 3
    ) { (_, _: String) in }
    steps.given("a counter at {int}") { (world, value: Int) in world.value = value }
    let pickles = SpecLoader.parse(
      "# Feature: A\n## Scenario: B\n* Given CDG is closed\n## Scenario: C\n* Given a counter at 1\n",
      path: "a.feature.md"
    )
    .pickles

    let closed = await ScenarioRunner.run(
      try pickles.element(at: 0),
      with: steps,
      settings: RunSettings()
    )
    let other = await ScenarioRunner.run(
      try pickles.element(at: 1),
      with: steps,
      settings: RunSettings()
    )

    #expect(closed.steps.map(\.status) == [.undefined])
    #expect(
      closed.steps[0].message?.contains("  {airport} is closed  ({airport}, Mocks/Steps.swift:3)")
        == true
    )
    #expect(other.status == .passed)
    #expect(steps.invalidDefinitions.isEmpty)
    #expect(steps.undefinedParameterTypes.map(\.name) == ["airport"])
  }

  /// A world whose backend is a stubbed double writing to an exhaustive journal.
  @MainActor private final class BackendWorld {
    let journal = Journal(reporter: FailureReporter { _, _ in })
    lazy var backend = MockBackend(journal: journal)
  }

  private final class MockBackend: Mock {
    let journal: Journal
    let loadStub = Stub<Int, Never>()

    init(journal: Journal) {
      self.journal = journal
    }

    func load() -> Int {
      loadStub.answer(self, placeholder: 0)
    }
  }

  @MainActor private static let backendSteps: StepLibrary<BackendWorld> = {
    var steps = StepLibrary<BackendWorld> { BackendWorld() }
    steps.given("the backend answers {int}") { (world, value: Int) in
      world.backend.loadStub.returns(value)
    }
    steps.when("the screen loads") { world in
      _ = world.backend.load()
    }
    steps.then("nothing is checked") { _ in }
    steps.transcript("the journal shows") { world in
      world.journal.takeUnassertedEntries().map(\.text).joined(separator: "\n")
    }
    return steps
  }()

  @MainActor
  private func runBackend(_ steps: String) async throws -> ScenarioResult {
    let pickles = SpecLoader.parse(
      "# Feature: Loading\n## Scenario: Load\n" + steps,
      path: "Specs/load.feature.md"
    ).pickles
    try #require(pickles.count == 1)
    return await ScenarioRunner.run(pickles[0], with: Self.backendSteps, settings: RunSettings())
  }

  @Test @MainActor func `fails the step during which a double was called without a stub`()
    async throws
  {
    let result = try await runBackend(
      "* When the screen loads\n* Then the journal shows\n  ```text\n  backend.load()\n  ```\n"
    )

    #expect(result.steps.map(\.status) == [.failed, .skipped])
    let message = try #require(result.steps.first?.message)
    #expect(message.hasPrefix("Step failed at Specs/load.feature.md:3: When the screen loads"))
    #expect(message.contains("Unimplemented: MockBackend.load() was called"))
  }

  @Test @MainActor func `fails the last step when entries are left unasserted`() async throws {
    let result = try await runBackend(
      "* Given the backend answers 3\n* When the screen loads\n* Then nothing is checked\n"
    )

    #expect(result.steps.map(\.status) == [.passed, .passed, .failed])
    let message = try #require(result.steps.last?.message)
    #expect(message.hasPrefix("Step failed at Specs/load.feature.md:5: Then nothing is checked"))
    #expect(message.contains("backend.load()"))
  }

  @Test @MainActor func `fails the After hook, not the last step, for entries only it left`()
    async throws
  {
    var steps = Self.backendSteps
    steps.after(name: "Reload") { world in _ = world.backend.load() }
    let pickle = try #require(
      SpecLoader.parse(
        "# Feature: Loading\n## Scenario: Load\n* Given the backend answers 3\n",
        path: "Specs/load.feature.md"
      ).pickles.first
    )

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    #expect(result.steps.map(\.status) == [.passed])
    #expect(result.afterHooks.map(\.status) == [.failed])
    let message = try #require(result.afterHooks.first?.message)
    #expect(message.contains("After hook 'Reload'"))
    #expect(message.contains("backend.load()"))
  }

  @Test @MainActor func `passes a scenario that stubs the double and asserts the journal`()
    async throws
  {
    let result = try await runBackend(
      "* Given the backend answers 3\n* When the screen loads\n"
        + "* Then the journal shows\n  ```text\n  backend.load()\n  ```\n"
    )

    #expect(result.status == .passed)
  }
}
