import Foundation
import Testing
import ViperSpec

@Suite struct DocStringRecorderTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "recorder")
  }

  private func temporaryCopy(of fixture: String, named name: String) throws -> String {
    try TemporarySpec.write(try Fixture.text(fixture), named: name, in: folder)
  }

  @MainActor
  private func runAll(_ path: String, mode: RecordMode) async -> [ScenarioResult] {
    var results: [ScenarioResult] = []
    let settings = RunSettings(recordMode: mode, recorder: DocStringRecorder())
    for pickle in SpecLoader.load(path).pickles {
      results.append(await ScenarioRunner.run(pickle, with: CounterWorld.steps, settings: settings))
    }
    return results
  }

  @Test @MainActor func `re-records a differing block in place and keeps every other byte`()
    async throws
  {
    let path = try temporaryCopy(of: "counter.feature.md", named: "rerecord.feature.md")
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let edited = original.replacingOccurrences(of: "render: 2\n", with: "render: 9\n  extra\n")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))

    let recording = await runAll(path, mode: .all)
    let checking = await runAll(path, mode: .never)

    #expect(try recording.element(at: 1).status == .failed)
    #expect(
      try recording.element(at: 1).failures.first?.message.hasPrefix(
        "Recorded the transcript at \(path):22 (2 line(s)) for: Then the view shows"
      ) == true
    )
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    #expect(checking.map(\.status).filter { $0 == .failed }.isEmpty)
  }

  @Test @MainActor func `adds a missing block under the step when recording missing transcripts`()
    async throws
  {
    let path = try temporaryCopy(of: "counter.feature.md", named: "missing.feature.md")
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let block = "  ```text\n  render: 1\n  render: 2\n  ```\n"
    try Data(original.replacingOccurrences(of: block, with: "").utf8)
      .write(to: URL(fileURLWithPath: path))

    let recording = await runAll(path, mode: .missing)

    #expect(try recording.element(at: 1).status == .failed)
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      recorded
        == original.replacingOccurrences(
          of: block,
          with: block.replacingOccurrences(of: "```text", with: "```")
        )
    )
  }

  @Test(arguments: [
    ("shrank", "## Background:\n\n", "## Background:\n"),
    ("grew", "## Background:\n", "## Background:\n\n\n\n"),
    ("lost its block", "  render: 1\n  render: 9\n  ```\n", ""),
  ])
  @MainActor func `refuses to record into a file that changed since it was read`(
    change: String,
    target: String,
    replacement: String
  ) async throws {
    let path = try temporaryCopy(of: "counter.feature.md", named: "changed.feature.md")
    let original = try String(contentsOfFile: path, encoding: .utf8)
    try Data(original.replacingOccurrences(of: "render: 2\n", with: "render: 9\n").utf8)
      .write(to: URL(fileURLWithPath: path))
    let pickles = SpecLoader.load(path).pickles
    try #require(pickles.count > 1)
    let changed = try String(contentsOfFile: path, encoding: .utf8)
      .replacingOccurrences(of: target, with: replacement)
    try Data(changed.utf8).write(to: URL(fileURLWithPath: path))

    let settings = RunSettings(recordMode: .all, recorder: DocStringRecorder())
    let result = try await ScenarioRunner.run(
      pickles.element(at: 1),
      with: CounterWorld.steps,
      settings: settings
    )

    #expect(result.status == .failed, "the file \(change)")
    #expect(
      result.failures.first?.message.contains(
        "changed after the specs were read, so nothing was written"
      ) == true,
      "the file \(change)"
    )
    #expect(try String(contentsOfFile: path, encoding: .utf8) == changed, "the file \(change)")
  }

  @Test @MainActor func `fails a missing block without recording when the mode is never`()
    async throws
  {
    let path = try temporaryCopy(of: "counter.feature.md", named: "never.feature.md")
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let stripped = original.replacingOccurrences(
      of: "  ```text\n  render: 1\n  render: 2\n  ```\n",
      with: ""
    )
    try Data(stripped.utf8).write(to: URL(fileURLWithPath: path))

    let results = await runAll(path, mode: .never)

    #expect(
      try results.element(at: 1).failures.first?.message.hasPrefix("Missing transcript at") == true
    )
    #expect(try String(contentsOfFile: path, encoding: .utf8) == stripped)
  }

  @Test(arguments: [RecordMode.never, .missing, .all])
  @MainActor func `an empty block expects nothing, and passes when nothing was recorded`(
    mode: RecordMode
  ) async throws {
    let path = try temporaryCopy(of: "counter.feature.md", named: "nothing.feature.md")
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let nothing = original.replacingOccurrences(
      of:
        "* When the user taps 2 times\n* Then the view shows\n  ```text\n  render: 1\n  render: 2\n",
      with: "* Then the view shows\n  ```text\n"
    )
    try Data(nothing.utf8).write(to: URL(fileURLWithPath: path))

    let results = await runAll(path, mode: mode)

    #expect(try results.element(at: 1).status == .passed)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == nothing)
  }

  @Test @MainActor func `records into an empty block when the mode records missing transcripts`()
    async throws
  {
    let path = try temporaryCopy(of: "counter.feature.md", named: "empty.feature.md")
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let empty = original.replacingOccurrences(of: "  render: 1\n  render: 2\n", with: "")
    try Data(empty.utf8).write(to: URL(fileURLWithPath: path))

    let recording = await runAll(path, mode: .missing)

    #expect(try recording.element(at: 1).status == .failed)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
  }

  /// A reviewer's: a ```` fence in the description that holds ``` lines leaves the block under
  /// the step detached, and each run in the default record mode added another copy.
  @Test @MainActor func `never adds a block the step would not read`() async throws {
    let text = """
      # Feature: F

      ````markdown
      ```text
      x
      ```
      ````

      ## Scenario: S

      * Given a counter at 0
      * When the user taps 1 time
      * Then the view shows
        ```
        render: 1
        ```
      """
    let path = try TemporarySpec.write(text, named: "detached.feature.md", in: folder)

    let results = await runAll(path, mode: .missing)

    #expect(try results.element(at: 0).status == .failed)
    #expect(
      try results.element(at: 0).failures.first?.message.contains("would leave it detached") == true
    )
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }
}
