import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that a spec that does not parse is reported error by error, each at its
/// own line and column, in the console and as a `parseError` envelope in the messages.
@Suite struct SpecParseErrorTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "spec-parse-error")
  }

  @Test @MainActor func `a file that does not parse is in the messages as a parse error`()
    async throws
  {
    let output = try await run("# Feature: F\n`@tag`\n", ["--messages", "-"])

    #expect(output.status == 2)
    #expect(output.standardOutput.contains(#"{"parseError":"#))
  }

  @Test @MainActor
  func `a file with bytes that are not UTF-8 is reported at their line and column`()
    async throws
  {
    let path = folder.file("latin1.feature").path
    var bytes = Array("Feature: F\n  Scenario: S\n    Given a step\n\n    # caf".utf8)
    bytes += [0xE9, 0x0A]
    try Data(bytes).write(to: URL(fileURLWithPath: path))

    let output = await EmptyWorld.run([path], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 2)
    #expect(output.standardError.contains("\(path):5: error: The file is not valid UTF-8 text"))
    #expect(output.standardError.contains("line 5, column 10"))
  }

  @Test @MainActor func `each of a file's parse errors is a parseError envelope of its own`()
    async throws
  {
    let path = folder.file("two.feature").path
    let text = """
      Feature: F
        Scenario: S
          Given a step
        bogus line one
        Scenario: T
          Given a step
        bogus line two

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))

    let output = await EmptyWorld.run([path, "--messages", "-"], steps: EmptyWorld.oneStepLibrary)

    let errors = try Self.envelopes(output.standardOutput)
      .compactMap { $0["parseError"] as? [String: Any] }
    let sources = errors.compactMap { $0["source"] as? [String: Any] }
    let lines = sources.compactMap { ($0["location"] as? [String: Any])?["line"] as? Int }
    let messages = errors.compactMap { $0["message"] as? String }
    #expect(output.status == 2)
    #expect(lines == [4, 7])
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("(4:3): ") == true)
    #expect(messages.first?.contains("bogus line two") == false)
    #expect(messages.last?.hasPrefix("(7:3): ") == true)
  }
}
