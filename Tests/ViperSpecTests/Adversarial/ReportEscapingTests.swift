import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that what specs, errors and attachments hold stays text in the JUnit and
/// Markdown reports: it cannot close a code fence, open an HTML tag or comment, break a line, or
/// be lost to a control character XML cannot hold.
@Suite struct ReportEscapingTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "report-escaping")
  }

  @Test func `JUnit escapes control characters it cannot hold`() {
    #expect(JUnitReport.escape("bell\u{7} tab\t", inAttribute: false) == #"bell\u{7} tab"# + "\t")
    #expect(JUnitReport.escape("tab\t") == "tab&#9;")
  }

  @Test @MainActor func `JUnit keeps a tab in a name, and Markdown a path's dashes, as written`()
    async throws
  {
    let specs = folder.file("a-->b")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    let spec = specs.appendingPathComponent("tab.feature.md")
    try Data("# Feature: F\n## Scenario: A\tB\n* Given a step\n".utf8).write(to: spec)
    let junit = folder.file("tab.xml").path
    let markdown = folder.file("tab.md").path

    _ = await EmptyWorld.run(
      [spec.path, "--junit", junit, "--markdown", markdown],
      steps: EmptyWorld.oneStepLibrary
    )

    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    let report = try String(contentsOfFile: markdown, encoding: .utf8)
    #expect(xml.contains(#"name="A&#9;B""#))
    #expect(report.contains("a%2D%2D>b/tab.feature.md -->"))
    #expect(!report.contains("a-->b"))
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

  @Test @MainActor func `a failure message cannot close the Markdown fence around it`() async throws
  {
    let text = "# Feature: F\n## Scenario: S\n* Given a step\n"
    let pickle = try #require(SpecLoader.parse(text, path: "f.feature.md").pickles.first)
    let steps = StepLibrary<World> { throw StepFailure("\n````\n# Injected") }
    let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())

    let markdown = MarkdownReport.markdown(files: [("f.feature.md", text)], results: [result])

    #expect(markdown.contains("`````text\n"))
    #expect(markdown.contains("\n````\n# Injected"))
  }

  @Test @MainActor
  func `a classic spec's own fence line cannot close the Markdown fence around it`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "Feature: F\n  ```\n  # Injected\n\n  Scenario: S\n    Given a step\n",
      named: "classic.feature",
      in: folder
    )
    let report = folder.file("classic.md").path

    _ = await EmptyWorld.run([spec, "--markdown", report], steps: EmptyWorld.oneStepLibrary)

    let markdown = try String(contentsOfFile: report, encoding: .utf8)
    #expect(markdown.contains("\n````gherkin\nFeature: F\n  ```\n  # Injected\n"))
    #expect(markdown.contains("    Given a step ✓\n\n````\n"))
  }

  @Test @MainActor
  func `Markdown says why a scenario was skipped and lists what run hooks attached, as code`()
    async throws
  {
    var steps = EmptyWorld.oneStepLibrary
    steps.after(name: "Skip it") { _ in throw SkippedStep("not on this machine") }
    steps.beforeAll(name: "Start") { Scenario.log("<img src=x onerror=alert(1)>") }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "skipped.feature.md",
      in: folder
    )
    let report = folder.file("skipped.md").path

    _ = await EmptyWorld.run([spec, "--markdown", report], steps: steps)

    let markdown = try String(contentsOfFile: report, encoding: .utf8)
    #expect(markdown.contains("- S: skipped: not on this machine"))
    #expect(markdown.contains("- BeforeAll Start: `<img src=x onerror=alert(1)>`"))
    #expect(!markdown.contains(": <img"))
  }

  @Test @MainActor
  func `a spec's path with a line break stays on one line in the console and Markdown`()
    async throws
  {
    let specs = folder.file("two\nlines")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    let spec = specs.appendingPathComponent("s.feature.md")
    try Data("# Feature: F\n## Scenario: S\n* Given a step\n".utf8).write(to: spec)
    let markdown = folder.file("lines.md").path

    let output = await EmptyWorld.run(
      [spec.path, "--markdown", markdown],
      steps: EmptyWorld.oneStepLibrary
    )

    let report = try String(contentsOfFile: markdown, encoding: .utf8)
    #expect(output.standardOutput.contains(#"two\u{a}lines/s.feature.md)"#))
    #expect(report.contains(#"two\u{a}lines/s.feature.md -->"#))
  }
}
