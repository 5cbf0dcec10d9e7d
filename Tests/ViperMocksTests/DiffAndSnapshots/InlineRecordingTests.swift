import Foundation
import Testing
import ViperMocks

/// Recording into a test's source: the mode decides when, several literals of one file are
/// rewritten where they are, and a call that runs twice is rewritten once.
@Suite struct InlineRecordingTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "inline-recording")
  }

  private func source(_ text: String) throws -> String {
    let path = folder.file("SomeTests.swift").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOfFileAt: path), as: UTF8.self)
  }

  private func location(_ path: String, line: Int, column: Int = 3) -> SourceCodeLocation {
    SourceCodeLocation(fileID: "Tests/SomeTests.swift", filePath: path, line: line, column: column)
  }

  private static let twoExpectations = """
    func test() {
      expectTranscript(journal, "")
      tap()
      expectTranscript(journal, \"\"\"
        view.show(1)
        \"\"\")
    }

    """

  @Test(arguments: [
    (["VIPERSPEC_RECORD": "all"], "view.show(1)", true),
    (["VIPERSPEC_RECORD": "all"], "", true),
    (["VIPERSPEC_RECORD": " Missing "], "", true),
    (["VIPERSPEC_RECORD": "missing"], "\n  \n", true),
    (["VIPERSPEC_RECORD": "missing"], "view.show(1)", false),
    ([:], "", false),
    (["VIPERSPEC_RECORD": "never"], "", false),
    (["VIPERSPEC_RECORD": "all", "CI": "true"], "", false),
  ])
  func `the mode decides which mismatches are recorded`(
    environment: [String: String],
    expected: String,
    records: Bool
  ) throws {
    #expect(
      try InlineRecording.shouldRecord(expected: expected, environment: environment) == records
    )
  }

  @Test func `an unknown mode is an error, not a silent no`() {
    #expect(throws: RecordModeError.self) {
      try InlineRecording.shouldRecord(expected: "", environment: ["VIPERSPEC_RECORD": "yes"])
    }
  }

  @Test func `the lower call's line moves by the lines recorded above it`() throws {
    let path = try source(Self.twoExpectations)

    let first = InlineRecording.record("view.show(0)\nview.hide()", at: location(path, line: 2))
    let second = InlineRecording.record("view.show(2)", at: location(path, line: 4))

    #expect(first.hasPrefix("Recorded the actual transcript into Tests/SomeTests.swift:2,"))
    #expect(second.hasPrefix("Recorded the actual transcript into Tests/SomeTests.swift:7,"))
    #expect(
      try read(path) == """
        func test() {
          expectTranscript(journal, \"\"\"
            view.show(0)
            view.hide()
            \"\"\")
          tap()
          expectTranscript(journal, \"\"\"
            view.show(2)
            \"\"\")
        }

        """
    )
  }

  @Test func `the upper call is found where it was after the lower one is recorded`() throws {
    let path = try source(Self.twoExpectations)

    _ = InlineRecording.record("", at: location(path, line: 4))
    _ = InlineRecording.record("view.show(0)", at: location(path, line: 2))

    #expect(
      try read(path) == """
        func test() {
          expectTranscript(journal, \"\"\"
            view.show(0)
            \"\"\")
          tap()
          expectTranscript(journal, "")
        }

        """
    )
  }

  @Test func `a call that runs twice is recorded once, and refused if the runs differ`() throws {
    let path = try source(Self.twoExpectations)

    _ = InlineRecording.record("view.show(3)", at: location(path, line: 2))
    let again = InlineRecording.record("view.show(3)", at: location(path, line: 2))
    let differing = InlineRecording.record("view.show(4)", at: location(path, line: 2))

    #expect(again.hasPrefix("Recorded"))
    #expect(differing.contains("ran more than once in this run with different transcripts"))
    #expect(try read(path) == Self.twoExpectations)
  }

  @Test func `a literal it cannot rewrite is left as it was, with the reason`() throws {
    let text = "  expectTranscript(journal, expected)\n"
    let path = try source(text)

    let message = InlineRecording.record("view.show(1)", at: location(path, line: 1))

    #expect(message.contains("Could not record the transcript into Tests/SomeTests.swift:1"))
    #expect(message.contains("not a single string literal"))
    #expect(try read(path) == text)
  }

  @Test func `a source file that is not there is named`() {
    let missing = folder.file("Gone.swift").path

    let message = InlineRecording.record("view.show(1)", at: location(missing, line: 1))

    #expect(message.contains("Cannot read the source file at \(missing)"))
  }

  /// Found by a reviewer: a parameterized test recorded one case's transcript, then said it
  /// refused when the next case differed.
  @Test func `runs that disagree leave the literal as it was, byte for byte`() throws {
    let original = "func test(n: Int) {\n  expectTranscript(journal, \"\")\n}\n"
    let path = try source(original)
    let call = location(path, line: 2)

    let first = InlineRecording.record("view.show(1)", at: call)
    #expect(try read(path) != original)
    let second = InlineRecording.record("view.show(2)", at: call)

    #expect(first.hasPrefix("Recorded the actual transcript"))
    #expect(second.contains("ran more than once in this run with different transcripts"))
    #expect(second.contains("the literal is left as it was"))
    #expect(try read(path) == original)
  }

  @Test func `a run that matched and one that differs are told apart too`() throws {
    let original = "func test(n: Int) {\n  expectTranscript(journal, \"view.a()\")\n}\n"
    let path = try source(original)
    let call = location(path, line: 2)

    let recorded = InlineRecording.record("view.b()", at: call)
    let matched = InlineRecording.noteMatch("view.a()", at: call, whileRecording: true)

    #expect(recorded.hasPrefix("Recorded the actual transcript"))
    #expect(matched?.contains("left as it was") == true)
    #expect(try read(path) == original)
    #expect(InlineRecording.record("view.b()", at: call).contains("ran more than once"))
    #expect(try read(path) == original)
  }

  @Test func `a file with CRLF lines keeps them`() throws {
    let path = try source("func test() {\r\n  expectTranscript(journal, \"\")\r\n}\r\n")

    _ = InlineRecording.record("view.a()\nview.b()", at: location(path, line: 2))

    #expect(
      try read(path)
        == "func test() {\r\n  expectTranscript(journal, \"\"\"\r\n    view.a()\r\n    view.b()\r\n    \"\"\")\r\n}\r\n"
    )
  }

  @Test func `a second call on a line already recorded is left for the next run, saying so`() throws
  {
    let path = try source(
      "func test() {\n  expectTranscript(a, \"\"); expectTranscript(b, \"\")\n}\n"
    )

    let first = InlineRecording.record("view.a()", at: location(path, line: 2, column: 3))
    let second = InlineRecording.record("view.b()", at: location(path, line: 2, column: 31))

    #expect(first.hasPrefix("Recorded the actual transcript"))
    #expect(second.contains("Another expectation on this line was recorded in this run"))
  }
}
