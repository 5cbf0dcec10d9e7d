import Testing
import ViperTesting

/// The transcript comparison stays right on the inputs where its cost is bounded.
///
/// Large, random, repetitive and fully different transcripts make the diff pass the minimal
/// search's cost limit and take the bounded one; the look-alike check meets thousands of changed
/// lines. Speed is measured by the benchmark executable (`comparison`), never here.
@Suite struct LargeTranscriptComparisonTests {
  @Test(arguments: 0..<6)
  func `applying the script to the expected lines gives the actual lines`(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<24 {
      let large = Bool.random(using: &random)
      let distinct = [1, 2, 3, 27, 500][Int.random(in: 0..<5, using: &random)]
      let count = large ? 2_000 : 60
      let old = EditScripts.randomLines(count: count, distinct: distinct, using: &random)
      let new =
        Bool.random(using: &random)
        ? EditScripts.randomLines(count: count / 2 + 1, distinct: distinct, using: &random)
        : EditScripts.edited(old, edits: count / 3, using: &random)

      let operations = LineDiff(old: old, new: new).operations

      #expect(
        EditScripts.isValid(operations, old: old, new: new),
        "\(old.count) against \(new.count) lines of \(distinct)"
      )
    }
  }

  @Test(arguments: 0..<4)
  func `two small transcripts get a minimal script, whatever they hold`(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<300 {
      let distinct = Int.random(in: 1...8, using: &random)
      let old = EditScripts.randomLines(
        count: Int.random(in: 0...12, using: &random),
        distinct: distinct,
        using: &random
      )
      let new = EditScripts.randomLines(
        count: Int.random(in: 0...12, using: &random),
        distinct: distinct,
        using: &random
      )

      let operations = LineDiff(old: old, new: new).operations

      #expect(EditScripts.edits(operations) == EditScripts.minimalEdits(old: old, new: new))
      #expect(EditScripts.isValid(operations, old: old, new: new))
    }
  }

  /// Each edit adds at most two lines to the script, so 128 edits stay within the 256 lines the
  /// minimal search always finds.
  @Test(arguments: [(0, 3), (1, 40), (2, 100_000)] as [(UInt64, Int)])
  func `up to 128 edits in a long transcript give a minimal script`(
    seed: UInt64,
    distinct: Int
  ) {
    var random = SeededGenerator(seed: seed)
    let old = EditScripts.randomLines(count: 1_200, distinct: distinct, using: &random)
    let new = EditScripts.edited(old, edits: 128, using: &random)

    let operations = LineDiff(old: old, new: new).operations

    #expect(EditScripts.edits(operations) == EditScripts.minimalEdits(old: old, new: new))
    #expect(EditScripts.isValid(operations, old: old, new: new))
  }

  /// Two random transcripts of 300 lines drawn from a few need scripts of 150 to 256 lines, all
  /// over shared lines: the searches that the cost limit would cut short if it were any lower.
  @Test(arguments: 0..<4)
  func `a script of up to 256 lines over shared lines is minimal`(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for distinct in [3, 5] {
      let old = EditScripts.randomLines(count: 300, distinct: distinct, using: &random)
      let new = EditScripts.randomLines(count: 300, distinct: distinct, using: &random)
      let minimal = EditScripts.minimalEdits(old: old, new: new)
      try #require(minimal <= 256)

      let operations = LineDiff(old: old, new: new).operations

      #expect(EditScripts.edits(operations) == minimal)
      #expect(EditScripts.isValid(operations, old: old, new: new))
    }
  }

  @Test(arguments: [(1, 1), (2, 3), (130, 129), (300, 300), (5_000, 4_000)])
  func `two transcripts with no line in common read as all removed, then all added`(
    oldCount: Int,
    newCount: Int
  ) throws {
    let old = (0..<oldCount).map { "view.render(row: \($0))" }
    let new = (0..<newCount).map { "router.show(item: \($0))" }

    let operations = LineDiff(old: old, new: new).operations
    let message = try #require(
      TranscriptComparison.mismatch(
        expected: old.joined(separator: "\n"),
        actual: new.joined(separator: "\n")
      )
    )

    #expect(
      operations
        == (0..<oldCount).map { .delete(old: $0) } + (0..<newCount).map { .insert(new: $0) }
    )
    let shown = message.split(separator: "\n").filter { $0.hasPrefix("-v") || $0.hasPrefix("+r") }
    #expect(shown == old.map { "-\($0)"[...] } + new.map { "+\($0)"[...] })
    #expect(message.contains("@@ -1,\(oldCount) +1,\(newCount) @@"))
  }

  @Test func `a run of repeated lines loses or gains only the difference`() {
    let old = [String](repeating: "view.render(.loading)", count: 3_000)
    let new = [String](repeating: "view.render(.loading)", count: 1_000)

    let operations = LineDiff(old: old, new: new).operations

    #expect(EditScripts.edits(operations) == 2_000)
    #expect(EditScripts.isValid(operations, old: old, new: new))
  }

  @Test func `blocks of repeated lines in another order give a valid script`() {
    let blocks = (0..<40).map { block in
      (0..<50).map { "view.render(row: \($0 % (block % 5 + 1)))" }
    }
    let old = blocks.flatMap(\.self)
    let new = blocks.reversed().flatMap(\.self)

    let operations = LineDiff(old: old, new: new).operations

    #expect(EditScripts.isValid(operations, old: old, new: new))
    #expect(EditScripts.edits(operations) < old.count + new.count)
  }

  @Test(arguments: 0..<4)
  func `the rendered diff turns the expected text into the actual one`(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<6 {
      let distinct = [2, 27, 1_000][Int.random(in: 0..<3, using: &random)]
      let old = EditScripts.randomLines(count: 1_500, distinct: distinct, using: &random)
      let edits = [5, 200, 1_000][Int.random(in: 0..<3, using: &random)]
      let new = EditScripts.edited(old, edits: edits, using: &random)

      let diff = UnifiedDiff(
        expected: old.joined(separator: "\n") + "\n",
        actual: new.joined(separator: "\n") + "\n"
      )

      #expect(EditScripts.patch(old, with: diff.text) == new)
    }
  }

  @Test func `empty lines are compared and shown like any other line`() throws {
    let old = (0..<3_000).map { $0 % 3 == 0 ? "" : "view.render(row: \($0))" }
    var new = old
    new.remove(at: 1_500)
    new[2_001] = "view.render(changed)"
    new.insert("", at: 2_500)

    let diff = UnifiedDiff(
      expected: old.joined(separator: "\n") + "\n",
      actual: new.joined(separator: "\n") + "\n"
    )

    #expect(EditScripts.patch(old, with: diff.text) == new)
    #expect(diff.text.split(separator: "\n", omittingEmptySubsequences: false).contains("-"))
    #expect(diff.text.split(separator: "\n", omittingEmptySubsequences: false).contains("+"))
  }

  @Test func `a line that differs by an invisible character among thousands is shown escaped`()
    throws
  {
    let old = (0..<4_000).map { "view.render(row: \($0))" }
    var new = old
    new[3_210] = "view.render(row: 32\u{200B}10)"

    let message = try #require(
      TranscriptComparison.mismatch(
        expected: old.joined(separator: "\n"),
        actual: new.joined(separator: "\n")
      )
    )

    #expect(message.contains(#"+view.render(row: 32\u{200B}10)"#))
    #expect(message.contains("-view.render(row: 3210)"))
  }

  @Test(arguments: [
    ("view.show(\"e\")", "view.show(\"\u{435}\")"),  // a Latin e against a Cyrillic one
    ("view.show(\"file\")", "view.show(\"\u{FB01}le\")"),  // a ligature against two letters
    (#"r.f(\u{1B})"#, "r.f(\u{1B})"),  // an escape typed out against the character itself
  ])
  func `two lines that look alike are found among thousands of changed lines`(
    removed: String,
    added: String
  ) throws {
    var old = (0..<3_000).map { "view.render(row: \($0))" }
    var new = (0..<3_000).map { "router.show(item: \($0))" }
    old[7] = removed
    new[2_950] = added

    let message = try #require(
      TranscriptComparison.mismatch(
        expected: old.joined(separator: "\n"),
        actual: new.joined(separator: "\n")
      )
    )

    #expect(message.contains("(lines that look alike:"))
  }

  @Test func `a line moved among thousands of changed lines is not taken for a look-alike`()
    throws
  {
    var old = (0..<3_000).map { "view.render(row: \($0), title: \"Caf\u{E9}\")" }
    var new = (0..<3_000).map { "router.show(item: \($0))" }
    old[10] = "view.close()"
    new[2_990] = "view.close()"

    let message = try #require(
      TranscriptComparison.mismatch(
        expected: old.joined(separator: "\n"),
        actual: new.joined(separator: "\n")
      )
    )

    #expect(!message.contains("look alike"))
    #expect(message.contains("-view.render(row: 11, title: \"Caf\u{E9}\")"))
  }

  /// Past the look-alike check's budget, every changed line is escaped: the diff may then escape
  /// more than it must, but it never shows two different lines the same way.
  @Test func `too many lines outside ASCII to compare are all shown escaped`() throws {
    // As long as each other, and each pair differs first at its first digit, after an `é`.
    let old = (0..<3_000).map { "view.show(\"x\($0 + 10_000)\u{E9}\")" }
    let new = (0..<3_000).map { "view.show(\"\u{E9}\($0 + 20_000)y\")" }

    let message = try #require(
      TranscriptComparison.mismatch(
        expected: old.joined(separator: "\n"),
        actual: new.joined(separator: "\n")
      )
    )

    #expect(message.contains("(too many lines outside ASCII to tell which look alike:"))
    #expect(message.contains(#"-view.show("x10000\u{E9}")"#))
    #expect(message.contains(#"+view.show("\u{E9}20000y")"#))
    #expect(!message.contains("\u{E9}"))
  }

  @Test func `a missing trailing newline at the end of a long text is marked`() {
    let text = (0..<5_000).map { "view.render(row: \($0))" }.joined(separator: "\n")

    let diff = UnifiedDiff(expected: text + "\n", actual: text).text

    #expect(
      diff == """
        --- expected
        +++ actual
        @@ -4997,4 +4997,4 @@
         view.render(row: 4996)
         view.render(row: 4997)
         view.render(row: 4998)
        -view.render(row: 4999)
        +view.render(row: 4999)
        \\ No newline at end of file
        """
    )
  }

  @Test func `blank lines around a long transcript are dropped, and only those`() {
    let body = (0..<5_000).map { $0 % 100 == 0 ? "  " : "view.render(row: \($0))" }.dropFirst()
      .joined(separator: "\n")
    let blanks = String(repeating: " \n\t\n\r\n", count: 3_000)

    let normalized = TranscriptComparison.normalized(blanks + body + "\n" + blanks)

    #expect(normalized == body)
    #expect(
      TranscriptComparison.mismatch(expected: blanks + body + "\n" + blanks, actual: body) == nil
    )
  }
}
