import Foundation
import Testing
import ViperSpecTesting

/// Steps and hooks attach text, bytes, log lines and links to their results, as Cucumber's
/// `attach`, `log` and `link` do; a transcript that differs is attached on its own.
@Suite struct ScenarioAttachmentTests {
  @MainActor final class Screen {
    var text = "Total: 3"
  }

  static let library: StepLibrary<Screen> = {
    var steps = StepLibrary<Screen> { Screen() }
    steps.before { _ in Scenario.log("starting") }
    steps.given("the screen is captured") { screen in
      Scenario.attach(screen.text, mediaType: "text/plain", fileName: "screen.txt")
      Scenario.attach(Data([0, 1, 2]), mediaType: "image/png")
      Scenario.link("https://example.com/build/1")
    }
    steps.given("work off the step's task attaches") { _ in
      let attachments = Scenario.attachments
      await Task.detached { attachments.log("from a detached task") }.value
      await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.global().async {
          attachments.attach("from a queue", mediaType: "text/plain")
          done.resume()
        }
      }
      // Without the value taken in the step, a detached task has no step to attach to.
      await Task.detached { Scenario.log("lost") }.value
    }
    steps.transcript("the screen shows") { screen in screen.text }
    steps.after { screen in
      if Scenario.hasFailed { Scenario.attach(screen.text, mediaType: "text/plain") }
    }
    return steps
  }()

  @MainActor
  private func run(_ steps: String) async throws -> ScenarioResult {
    let text = "# Feature: F\n## Scenario: S\n" + steps
    let pickle = try #require(SpecLoader.parse(text, path: "f.feature.md").pickles.first)
    // A clock that stands still and any scope may read (a TestClock belongs to its own test).
    let clock = ImmediateClock(now: Date(timeIntervalSince1970: 1_800_000_000))
    return await ScenarioRunner.run(pickle, with: Self.library, settings: RunSettings(clock: clock))
  }

  @Test @MainActor func `a step's attachments go with its result, in order`() async throws {
    let result = try await run("* Given the screen is captured\n")

    let attachments = result.steps[0].attachments
    #expect(attachments.map(\.mediaType) == ["text/plain", "image/png", "text/uri-list"])
    #expect(attachments[0].body == "Total: 3")
    #expect(attachments[0].fileName == "screen.txt")
    #expect(attachments[1].body == "AAEC")
    #expect(attachments[1].isBase64)
    #expect(attachments[2].body == "https://example.com/build/1")
    #expect(attachments[0].timestamp == Date(timeIntervalSince1970: 1_800_000_000))
  }

  @Test @MainActor func `a hook's log line goes with the hook's result`() async throws {
    let result = try await run("* Given the screen is captured\n")

    #expect(result.beforeHooks[0].attachments.map(\.body) == ["starting"])
    #expect(result.beforeHooks[0].attachments[0].mediaType == "text/x.cucumber.log+plain")
  }

  @Test @MainActor func `a transcript that differs is attached as it was`() async throws {
    let result = try await run("* Then the screen shows\n  ```\n  Total: 4\n  ```\n")

    #expect(result.steps[0].status == .failed)
    #expect(result.steps[0].attachments.map(\.body) == ["Total: 3"])
    #expect(result.steps[0].attachments.first?.fileName == "transcript.txt")
  }

  @Test @MainActor func `an after hook knows whether the scenario failed`() async throws {
    let passed = try await run("* Given the screen is captured\n")
    let failed = try await run("* Then the screen shows\n  ```\n  Total: 4\n  ```\n")

    #expect(passed.afterHooks[0].attachments.isEmpty)
    #expect(failed.afterHooks[0].attachments.map(\.body) == ["Total: 3"])
  }

  @Test func `outside a running step, attaching does nothing`() {
    Scenario.attach("lost", mediaType: "text/plain")
    Scenario.log("lost")

    #expect(Scenario.collector == nil)
  }

  @Test @MainActor func `work off the step's task attaches through the step's attachments`()
    async throws
  {
    let result = try await run("* Given work off the step's task attaches\n")

    #expect(result.steps[0].attachments.map(\.body) == ["from a detached task", "from a queue"])
  }
}
