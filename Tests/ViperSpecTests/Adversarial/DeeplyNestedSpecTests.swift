import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that an odd spec gets a word, never a hang: prose nested thousands of
/// list items or quotes deep is read in time that grows with its size, not with the cube of its
/// depth, as the spec lint's reading of Markdown once did (600 levels took ten seconds).
@Suite(.timeLimit(.minutes(1))) struct DeeplyNestedSpecTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "deep-nesting")
  }

  @Test(arguments: [
    (0..<1_200).map { String(repeating: "  ", count: $0) + "* level \($0)" }.joined(
      separator: "\n"
    ),
    String(repeating: "> ", count: 5_000) + "deep quote",
  ])
  @MainActor func `prose nested thousands deep is read, and the scenario runs`(
    prose: String
  )
    async throws
  {
    let output = try await run("# Feature: F\n\n\(prose)\n\n## Scenario: S\n* Given a step\n", [])

    #expect(output.standardOutput.contains("1 scenario (1 passed"))
  }
}
