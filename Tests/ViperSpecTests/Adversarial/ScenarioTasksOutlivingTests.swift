import Testing
import ViperSpec
import ViperTesting

/// A scenario whose steps start a task still running when it ends fails its last step, as a
/// `.harness` test fails; a step can let the task outlive the scenario with one call.
///
/// Serialized: each test finishes every world's stream when it is done, so that no task outlives
/// the suite, which would finish the other test's too soon.
@MainActor
@Suite(.serialized) struct ScenarioTasksOutlivingTests {
  /// A world with a stream the scenario's task reads and no step finishes.
  final class ListeningWorld {
    let (updates, continuation) = AsyncStream.makeStream(of: Int.self)

    /// The streams of every world made, for the test to finish once the scenario has ended.
    static let made = LockedState<[AsyncStream<Int>.Continuation]>([])

    init() {
      Self.made.withLock { $0.append(continuation) }
    }

    static func finishAll() {
      for continuation in made.withLock({ $0 }) { continuation.finish() }
    }
  }

  private static let steps: StepLibrary<ListeningWorld> = {
    var steps = StepLibrary<ListeningWorld> { ListeningWorld() }
    steps.when("the screen starts listening") { world in
      let updates = world.updates
      Task {
        for await _ in updates {}
      }
    }
    steps.when("the screen starts listening for good") { world in
      let updates = world.updates
      Task {
        for await _ in updates {}
      }
      skipRunningTasks()
    }
    steps.then("nothing is checked") { _ in }
    return steps
  }()

  private func run(_ steps: String) async throws -> ScenarioResult {
    let pickles = SpecLoader.parse(
      "# Feature: Listening\n## Scenario: Listen\n" + steps,
      path: "Specs/listen.feature.md"
    ).pickles
    try #require(pickles.count == 1)
    defer { ListeningWorld.finishAll() }
    return await ScenarioRunner.run(pickles[0], with: Self.steps, settings: RunSettings())
  }

  @Test func `a task still running when the scenario ends fails its last step`() async throws {
    let result = try await run("* When the screen starts listening\n* Then nothing is checked\n")

    #expect(result.steps.map(\.status) == [.passed, .failed])
    let message = try #require(result.steps.last?.message)
    #expect(message.hasPrefix("Step failed at Specs/listen.feature.md:4: Then nothing is checked"))
    #expect(message.contains("one is still running"))
  }

  @Test func `a step that lets its task outlive the scenario passes`() async throws {
    let result = try await run(
      "* When the screen starts listening for good\n* Then nothing is checked\n"
    )

    #expect(result.status == .passed)
  }
}
