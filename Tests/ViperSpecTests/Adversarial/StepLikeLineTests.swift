import Testing
import ViperSpec

/// A line that a reader of the rendered Markdown takes for a step fails the lint wherever its
/// blocks put it, and what Cucumber reads as a step, a doc string the page shows as code or a
/// table, or what the allow comment keeps, never does, however hostile the file around it.
@Suite struct StepLikeLineTests {
  /// The lint's findings with the corpus's step phrases, as line numbers.
  private func lintLines(_ text: String) -> [Int] {
    let file = SpecLoader.parse(text, path: "spec.feature.md")
    let candidates = LintCorpusTests.catalog.lintErrors(for: file.stepPhraseCandidates)
    return (file.lintErrors + candidates).map(\.line).sorted()
  }

  @Test func `a step's doc string, a table, a real step and the allowed lines are never reported`()
  {
    let text = """
      # Feature: Counting

      ## Scenario: Every way Cucumber reads a step, and prose kept on purpose

      * Given the counter starts at 0
      - When the user taps 1 time
      + Then the counter shows 1
      *\tAnd the counter shows 1
      *  And the counter shows 1
      *And the counter shows 1
              * And the counter shows 1
      * Then the recorder shows
        ```text
        Then the counter shows 1
            Then the counter shows 1
        > Then the counter shows 1
        ```
      * And the recorder shows
        ````markdown
        ```
        Then the counter shows 1
        ```
        ````
      * And the table
        | Then the counter shows 1 |
        | When the user taps 1 time |

      <!-- viper-spec: allow -->
      Then the counter shows 1, as the product owner put it.

      <!-- viper-spec: allow -->
      > Then the counter shows 1

      <!-- viper-spec: allow -->
      ~~~
      Then the counter shows 1
      When the user taps 1 time
      ~~~

      <!-- viper-spec: allow -->
      <div>
      Then the counter shows 1
      </div>

      <!--
      Then the counter shows 1
      When the user taps 1 time
      -->
      """

    #expect(lintLines(text) == [])
  }

  /// Every keyword in every block that hides it from Cucumber: one finding, at its line.
  @Test(arguments: [
    "> {}", "> > {}", "> * {}", "1. {}", "1) {}", "> 1. {}", "### {}", "{}\n---", "{}\n===",
    "    {}", "\t{}", "~~~\n{}\n~~~", "~~~~ text\n{}\n~~~~", "<div>\n{}\n</div>",
    "<pre>\n{}\n</pre>", "<details><summary>{}</summary>", "**{}**", "_{}_", "`{}`", "* **{}",
    "* _{}", "* <b>{}", "* [ ] {}", "\\* {}", "• {}", "* * {}", "* ✓ {}", "{}", "<!-- x -->{}",
  ])
  func `a step-like line in any block fails once, at its line`(shape: String) {
    for keyword in ["Given", "When", "Then", "And", "But"] {
      let body = shape.replacingPlaceholder(with: "\(keyword) the counter starts at 0")
      // Before the first step: after one, the parser already reports a `~~~` fence at the fence.
      let text = "# Feature: F\n## Scenario: S\n\n\(body)\n\n* When the user taps 1 time\n"
      let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
      let expected = 4 + (lines.firstIndex { $0.contains("the counter starts at 0") } ?? 0)

      #expect(lintLines(text) == [expected], "\(keyword) in \(shape)")
    }
  }

  /// Hostile files made of the pieces that change how Markdown and Cucumber read a line: the
  /// reader never stops, and no line Cucumber reads as a step or a doc string is ever reported
  /// as prose (a step the page hides is reported as a step that runs unseen, and a doc string's
  /// line the page shows outside its code block as one that left its doc string).
  @Test func `no line Cucumber reads as a step is reported, whatever surrounds it`() {
    let pieces = [
      "", "> ", "> > ", "* ", "- ", "+ ", "1. ", "2) ", "    ", "\t", "  ", "```", "~~~", "````",
      "<div>", "</div>", "<!--", "-->", "# ", "### ", "===", "---", "| a |", "\\", "&#84;", "**",
      "_", "`", "[ ] ", "\u{A0}", "\u{200B}", "Given ", "When ", "Then ", "And ", "But ",
      "the counter shows 1", "prose", "<details>", "<pre>",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % bound
    }
    for _ in 0..<500 {
      var lines = ["# Feature: F", "## Scenario: S", "* Given the counter starts at 0"]
      for _ in 0..<(5 + next(20)) {
        lines.append((0..<(1 + next(4))).map { _ in pieces[next(pieces.count)] }.joined())
      }
      let text = lines.joined(separator: "\n")
      let file = SpecLoader.parse(text, path: "fuzz.feature.md")
      guard case .success(let document) = file.document else { continue }
      var steps: Set<Int> = []
      var docStrings: Set<Int> = []
      for step in document.feature?.allSteps ?? [] {
        steps.insert(step.location.line)
        if let docString = step.docString {
          docStrings.formUnion(
            docString.location.line...max(docString.location.line, docString.closingLine)
          )
        }
      }
      let errors =
        file.lintErrors + LintCorpusTests.catalog.lintErrors(for: file.stepPhraseCandidates)

      // A step the page hides (in a comment, as code) is reported as one that runs unseen, and a
      // doc string's line that the page shows outside its code block as one that left it.
      let explained = errors.filter { error in
        error.message.hasPrefix("This step runs")
          || docStrings.contains(error.line)
            && error.message.contains("the doc string that opens at line")
      }
      let reported = Set(errors.map(\.line)).subtracting(explained.map(\.line))

      #expect(reported.isDisjoint(with: steps.union(docStrings)), "\(lines)")
    }
  }
}

extension String {
  /// The text with its `{}` replaced.
  fileprivate func replacingPlaceholder(with text: String) -> String {
    split(separator: "{}", omittingEmptySubsequences: false).joined(separator: text)
  }
}
