import Foundation
import Testing
import ViperSpecCLI

/// The breaks a README-only attack found in `--messages`, hooks, attachments and the reports
/// (issue 39), each kept as the test that failed before its fix.
@Suite struct MessagesAttackTests {
  @MainActor final class Nothing {}

  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "messages-attack")
  }

  static func library(
    hooks: (inout StepLibrary<Nothing>) -> Void = { _ in }
  ) -> StepLibrary<Nothing> {
    var steps = StepLibrary<Nothing> { Nothing() }
    steps.given("a step") { _ in }
    hooks(&steps)
    return steps
  }

  @MainActor
  private func run(
    _ spec: String,
    _ arguments: [String],
    steps: StepLibrary<Nothing> = library()
  ) async throws -> SpecCommandOutput {
    let path = try TemporarySpec.write(spec, named: "attack.feature.md", in: folder)
    return await SpecCommand.run(
      [path] + arguments,
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
  }

  private static let oneStep = "# Feature: F\n## Scenario: S\n* Given a step\n"

  @Test @MainActor func `a pending hook fails the scenario in every report, swift test's too`()
    async throws
  {
    let steps = Self.library { steps in steps.after { _ in throw PendingStep("hook pending") } }
    let junit = folder.file("pending.xml").path

    let output = try await run(Self.oneStep, ["--junit", junit], steps: steps)

    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(output.status == 1)
    #expect(
      xml.contains("<failure message=\"Pending After hook (Tests/ViperSpecTests/Adversarial/")
    )
    let pickle = try #require(SpecLoader.parse(Self.oneStep, path: "f.feature.md").pickles.first)
    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())
    #expect(result.failures.first?.message.contains("hook pending") == true)
  }

  @Test @MainActor
  func `a failing before-all hook shows in JUnit, and no fail-fast note is made up`()
    async throws
  {
    let steps = Self.library { steps in steps.beforeAll { throw StepFailure("No database.") } }
    let junit = folder.file("before-all.xml").path

    let output = try await run(Self.oneStep, ["--junit", junit], steps: steps)

    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(output.status == 1)
    #expect(xml.contains("failures=\"1\""))
    #expect(xml.contains("No database."))
    #expect(!output.standardOutput.contains("--fail-fast"))
  }

  @Test @MainActor func `a dry run's messages start and finish every test step, hooks included`()
    async throws
  {
    let steps = Self.library { steps in steps.before { _ in } }

    let output = try await run(Self.oneStep, ["--dry-run", "--messages", "-"], steps: steps)

    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix(#"{"testStepStarted""#) }.count == 2)
    #expect(lines.filter { $0.hasPrefix(#"{"testStepFinished""#) }.count == 2)
    #expect(
      !output.standardOutput.contains(#""testCaseStarted":{"id":"#)
        || !output.standardOutput.contains(#""timestamp":{"seconds":0,"#)
    )
  }

  @Test @MainActor func `a hook whose tags do not parse says why in the messages and the console`()
    async throws
  {
    let steps = Self.library { steps in steps.before("@a and") { _ in } }

    let output = try await run(Self.oneStep, ["--messages", "-"], steps: steps)

    #expect(output.standardOutput.contains(#""status":"FAILED""#))
    #expect(output.standardOutput.contains("hook whose tag expression does not parse"))
  }

  @Test @MainActor func `a file that does not parse is in the messages as a parse error`()
    async throws
  {
    let output = try await run("# Feature: F\n`@tag`\n", ["--messages", "-"])

    #expect(output.status == 2)
    #expect(output.standardOutput.contains(#"{"parseError":"#))
  }

  @Test func `a snippet for a step with a backslash is a Swift literal that compiles`() {
    let snippet = StepSnippet(kind: .context, text: #"one \ slash (and brackets)"#, arguments: [])

    #expect(snippet.text.hasPrefix(#"steps.given("one \\\\ slash \\(and brackets\\)") {"#))
  }

  @Test(arguments: [
    (["--messages", "same.out", "--junit", "same.out"], "the same file"),
    (["--junit", "a.xml", "--junit", "b.xml"], "given twice"),
    (["--junit", "-"], "'-' is none"),
    (["--markdown", "-"], "'-' is none"),
  ])
  @MainActor func `reports never overwrite each other or a file named -`(
    _ example: ([String], String)
  ) async throws {
    let output = try await run(Self.oneStep, example.0)

    #expect(output.status == 2)
    #expect(output.standardError.contains(example.1))
  }

  @Test @MainActor func `the Markdown report gives a one-byte attachment as one byte, on one line`()
    async throws
  {
    let steps = Self.library { steps in
      steps.after { _ in Scenario.attach(Data([7]), mediaType: "image/png", fileName: "a\nb.png") }
    }
    let markdown = folder.file("report.md").path

    _ = try await run(Self.oneStep, ["--markdown", markdown], steps: steps)

    let text = try String(contentsOfFile: markdown, encoding: .utf8)
    #expect(text.contains(#"`a\u{a}b.png` `image/png`, 1 byte\#n"#))
  }

  @Test func `JUnit escapes control characters it cannot hold`() {
    #expect(JUnitReport.escape("bell\u{7} tab\t", inAttribute: false) == #"bell\u{7} tab"# + "\t")
    #expect(JUnitReport.escape("tab\t") == "tab&#9;")
  }

  @Test @MainActor func `after a failed before hook, an undefined step still says so`() async throws
  {
    let steps = Self.library { steps in steps.before { _ in throw StepFailure("Broken.") } }
    let pickle = try #require(
      SpecLoader.parse(
        "# Feature: F\n## Scenario: S\n* Given nothing matches\n",
        path: "f.feature.md"
      )
      .pickles.first
    )

    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    #expect(result.steps.map(\.status) == [.undefined])
  }
}
