import Testing
import ViperMocks

/// The expected-transcript literal of a call is found and rewritten in place; every other byte
/// of the file stays as it was, and what cannot be rewritten safely is refused.
@Suite struct InlineTranscriptLiteralTests {
  private func rewrite(
    _ source: String,
    line: Int,
    column: Int = 5,
    with transcript: String
  ) throws -> String {
    try InlineTranscriptLiteral(in: source, line: line, column: column)
      .replacing(with: transcript).source
  }

  @Test func `a multi-line literal keeps its indentation and the file around it`() throws {
    let source = """
      func test() {
        // before
        expectTranscript(
          journal,
          \"\"\"
          view.show(1)
          \"\"\"
        )
        after()
      }

      """

    let rewritten = try rewrite(source, line: 3, with: "view.show(2)\nrouter.close()")

    #expect(
      rewritten == """
        func test() {
          // before
          expectTranscript(
            journal,
            \"\"\"
            view.show(2)
            router.close()
            \"\"\"
          )
          after()
        }

        """
    )
  }

  @Test func `an empty literal on the call's line becomes a literal one step deeper`() throws {
    let source = "    expectTranscript(journal, \"\")\n"

    let rewritten = try rewrite(source, line: 1, with: "view.show(1)")

    #expect(
      rewritten == "    expectTranscript(journal, \"\"\"\n      view.show(1)\n      \"\"\")\n"
    )
  }

  @Test func `an empty transcript is an empty literal`() throws {
    let source = "  expectTranscript(journal, \"\"\"\n    view.show(1)\n    \"\"\")\n"

    #expect(
      try rewrite(source, line: 1, column: 3, with: "") == "  expectTranscript(journal, \"\")\n"
    )
  }

  @Test func `a transcript with backslashes or quotes becomes a raw literal`() throws {
    let source = "expectTranscript(journal, \"\")\n"

    let rewritten = try rewrite(source, line: 1, column: 1, with: #"view.show("a\"b")"#)

    #expect(rewritten == "expectTranscript(journal, #\"\"\"\n  view.show(\"a\\\"b\")\n  \"\"\"#)\n")
  }

  @Test func `blank and whitespace-only entries are kept`() throws {
    let source = "expectTranscript(journal, \"\")\n"

    let rewritten = try rewrite(source, line: 1, column: 1, with: "a\n\n  \nb")

    #expect(rewritten == "expectTranscript(journal, \"\"\"\n  a\n\n    \n  b\n  \"\"\")\n")
  }

  @Test func `the call at the column is taken when a line holds two`() throws {
    let source = "expectTranscript(a, \"1\"); expectTranscript(b, \"2\")\n"

    let rewritten = try rewrite(source, line: 1, column: 27, with: "")

    #expect(rewritten == "expectTranscript(a, \"1\"); expectTranscript(b, \"\")\n")
  }

  @Test func `comments, nested calls and other literals before the expectation are skipped`() throws
  {
    let source = """
      expectTranscript(
        journal(for: "a, (b"), /* "not it" */ // ) neither
        "old"
      )

      """

    let rewritten = try rewrite(source, line: 1, column: 1, with: "new")

    #expect(rewritten.contains("// ) neither\n  \"\"\"\n  new\n  \"\"\"\n)"))
  }

  @Test(arguments: [
    ("expectTranscript(journal, \"a\\(x)\")", "interpolates values"),
    ("expectTranscript(journal, \"a\" + b)", "not a single string literal"),
    ("expectTranscript(journal, expected)", "not a single string literal"),
    ("expectTranscript(journal, lines.joined())", "not a single string literal"),
    ("expectTranscript(journal)", "has no expected transcript"),
    ("somethingElse(journal, \"\")", "Found no call to expectTranscript("),
    ("expectTranscript(journal, \"a\"", "do not close"),
    ("expectTranscript(journal, \"a\\(x[\"k\"])\")", "interpolates values"),
    ("expectTranscript(journal, \"open\n)", "string literal in the call does not close"),
    ("expectTranscript(journal, /* open \"x\")", "block comment in the call does not close"),
  ])
  func `what cannot be rewritten safely is refused with the reason`(
    source: String,
    reason: String
  ) {
    #expect {
      _ = try InlineTranscriptLiteral(in: source, line: 1, column: 1)
    } throws: { error in
      "\(error)".contains(reason)
    }
  }

  @Test func `a raw literal's escapes are read with its hashes, which it keeps`() throws {
    let source = ##"expectTranscript(journal, #"a \(not) b"#)"## + "\n"

    let rewritten = try rewrite(source, line: 1, column: 1, with: "c")

    #expect(rewritten == "expectTranscript(journal, #\"\"\"\n  c\n  \"\"\"#)\n")
  }

  @Test func `a control character in the transcript is refused`() throws {
    let literal = try InlineTranscriptLiteral(in: "expectTranscript(j, \"\")", line: 1, column: 1)

    #expect(throws: InlineRecordingError.self) { try literal.replacing(with: "a\rb") }
  }
}
