import Foundation
import Testing
import ViperSpecCLI
import ViperSpecTesting

/// Attacks the promise that the console and the issues `swift test` records show control
/// characters, NULs and line separators from specs and errors as escapes, never raw.
@Suite struct ConsoleEscapingTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "console-escaping")
  }

  @Test @MainActor func `the console shows control characters from specs and errors as escapes`()
    async throws
  {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step") { _ in throw StepFailure("Bell\u{7}and escape\u{1B}[2J") }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\u{1B}]0;title\u{7}\n* Given a step\n",
      named: "control.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec], steps: steps)

    #expect(!output.standardOutput.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })
    #expect(output.standardOutput.contains("Bell\\u{7}and escape\\u{1b}[2J"))
  }

  @Test @MainActor func `the console shows a line separator in a scenario's name as an escape`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: One\u{2028}Two\n* Given a step\n",
      named: "separator.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec], steps: EmptyWorld.oneStepLibrary)

    #expect(output.standardOutput.contains("  ✓ One\\u{2028}Two\n"))
  }

  @Test @MainActor func `under swift test a NUL in an error does not cut the failure's message`()
    async throws
  {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step") { _ in throw StepFailure("before\u{0}after") }
    let scenario = try #require(SpecSuite.scenarios(in: try spec(), relativeTo: #filePath).first)

    await withKnownIssue {
      await scenario.run(with: steps, environment: [:])
    } matching: { issue in
      let message = issue.comments.first?.rawValue ?? ""
      return message.contains("before\\u{0}after") && message.contains("To fix")
        && !message.unicodeScalars.contains("\u{0}")
    }
  }
}
