import Testing
import ViperTesting

/// A transcript that differs only in characters a reader cannot see still fails, and its diff
/// shows those characters escaped, so that nobody stares at two lines that look the same.
@Suite struct InvisibleDifferencesTests {
  @Test(arguments: [
    ("\u{200B}", #"\u{200B}"#),  // zero-width space, a format character
    ("\u{FEFF}", #"\u{FEFF}"#),  // byte order mark
    ("\u{200E}", #"\u{200E}"#),  // left-to-right mark
    ("\u{A0}", #"\u{A0}"#),  // no-break space
    ("\u{2003}", #"\u{2003}"#),  // em space
    ("\u{3000}", #"\u{3000}"#),  // ideographic space
    ("\u{0}", #"\0"#),  // NUL
    ("\u{1B}", #"\u{1B}"#),  // escape
    ("\u{7F}", #"\u{7F}"#),  // delete
    ("\u{85}", #"\u{85}"#),  // next line
    ("\u{2028}", #"\u{2028}"#),  // line separator
    ("\u{34F}", #"\u{34F}"#),  // combining grapheme joiner
    ("\u{FE0F}", #"\u{FE0F}"#),  // variation selector
    ("\u{3164}", #"\u{3164}"#),  // Hangul filler
    ("\u{115F}", #"\u{115F}"#),  // Hangul choseong filler
    ("\u{2800}", #"\u{2800}"#),  // blank braille pattern
  ])
  func `a difference in a character nobody can see is shown escaped`(
    invisible: String,
    escaped: String
  ) throws {
    let message = try #require(
      TranscriptComparison.mismatch(
        expected: #"view.show("frog")"#,
        actual: #"view.show("fr\#(invisible)og")"#
      )
    )

    #expect(message.contains(#"+view.show("fr\#(escaped)og")"#))
    #expect(message.contains(#"-view.show("frog")"#))
  }

  @Test func `trailing spaces on a line that differs show as dots`() throws {
    let message = try #require(
      TranscriptComparison.mismatch(expected: "view.close()", actual: "view.close()  ")
    )

    #expect(message.contains("+view.close()··"))
  }

  @Test func `canonically equivalent text matches, as Swift strings compare`() {
    let precomposed = "view.show(\"caf\u{E9}\")"
    let decomposed = "view.show(\"cafe\u{301}\")"

    #expect(TranscriptComparison.mismatch(expected: precomposed, actual: decomposed) == nil)
  }

  @Test func `text equal only after compatibility folding differs, and shows why`() throws {
    let message = try #require(
      TranscriptComparison.mismatch(
        expected: #"view.show("file")"#,
        actual: "view.show(\"\u{FB01}le\")"
      )
    )

    #expect(message.contains(#"+view.show("\u{FB01}le")"#))
    #expect(message.contains("lines that look alike"))
  }

  @Test func `a blank entry is written visibly and must be asserted`() throws {
    // The test reads the transcript itself, and asserts every entry.
    let journal = Journal(exhaustive: false)
    journal.record("view", "close()")
    journal.record(JournalEntry(subject: "view", text: "   "))

    let message = try #require(
      TranscriptComparison.mismatch(
        expected: "view.close()",
        actual: journal.takeEntryTexts().joined(separator: "\n")
      )
    )

    #expect(message.contains(#"+⟨blank: "   "⟩"#))
  }

  @Test func `an empty entry is written visibly too`() {
    #expect(JournalEntry(subject: "view", text: "").text == #"⟨blank: ""⟩"#)
    #expect(JournalEntry(subject: "view", text: "\t\n").text == #"⟨blank: "\t\n"⟩"#)
  }

  @Test func `leading spaces recorded in an entry are not taken for indentation`() {
    #expect(
      TranscriptComparison.mismatch(expected: "view.close()", actual: "  view.close()") != nil
    )
  }

  /// Found by a reviewer: spaces written in front of an expected line were taken away.
  @Test func `leading spaces written in an expectation are compared too`() {
    #expect(TranscriptComparison.mismatch(expected: "  view.a()", actual: "view.a()") != nil)
    #expect(
      TranscriptComparison.mismatch(
        expected: "  view.a()\n  view.b()",
        actual: "view.a()\nview.b()"
      )
        != nil
    )
    #expect(TranscriptComparison.mismatch(expected: "  view.a()", actual: "  view.a()") == nil)
  }

  /// Found by a reviewer: one entry holding a line break matched two expected entries.
  @Test func `an entry's later lines are indented, so one entry never reads as two`() {
    let entry = JournalEntry(subject: "view", text: "view.a()\nview.b()")

    #expect(entry.text == "view.a()\n  view.b()")
    #expect(
      JournalEntry(subject: "view", text: "view.a()\r\nview.b()").text == "view.a()\r\n  view.b()"
    )
    #expect(JournalEntry(subject: "view", text: "view.a(\n  1\n)").text == "view.a(\n  1\n)")
  }

  @Test func `a line that only moved is shown as it is, without the look-alike note`() throws {
    let message = try #require(
      TranscriptComparison.mismatch(expected: "a()\nb()\nc()", actual: "a()\nc()\nb()")
    )

    #expect(!message.contains("lines that look alike"))
  }

  /// Found by a reviewer: lines that differ but still looked the same once invisibles showed.
  @Test(arguments: [
    ("view.file()", "view.\u{FB01}le()"),  // a ligature against the two letters it stands for
    ("r.f·", "r.f "),  // a literal middle dot against a trailing space
    ("r.g→(1)", "r.g\t(1)"),  // a literal arrow against a tab
    (#"r.f(\u{1B})"#, "r.f(\u{1B})"),  // an escape typed out against the character itself
    ("view.show(\"e\")", "view.show(\"\u{435}\")"),  // a Latin e against a Cyrillic one
  ])
  func `lines that would look alike are shown with every character escaped`(
    expected: String,
    actual: String
  ) throws {
    let message = try #require(TranscriptComparison.mismatch(expected: expected, actual: actual))
    let shown = message.split(separator: "\n")
    let removed = try #require(shown.first { $0.hasPrefix("-") && !$0.hasPrefix("---") })
    let added = try #require(shown.first { $0.hasPrefix("+") && !$0.hasPrefix("+++") })

    #expect(removed.dropFirst() != added.dropFirst(), "\(message)")
    #expect(message.contains("lines that look alike"))
  }
}
