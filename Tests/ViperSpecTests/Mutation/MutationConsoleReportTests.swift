import Testing
import ViperSpecCLI

/// The console report names each survivor where a reader fixes it and scores each file and the
/// module, leaving out of the score what did not compile or was switched off.
@Suite struct MutationConsoleReportTests {
  private func outcome(
    _ id: Int,
    _ file: String,
    line: Int,
    _ status: MutantOutcome.Status,
    original: String = "a < b",
    replacement: String = "a <= b"
  ) -> MutantOutcome {
    MutantOutcome(
      mutant: Mutant(
        id: id,
        mutationOperator: .relationalBoundary,
        file: file,
        start: .init(line: line, column: 3),
        end: .init(line: line, column: 8),
        original: original,
        replacement: replacement
      ),
      status: status
    )
  }

  @Test func `each survivor is a line a reader can open`() {
    let report = MutationRunReport(
      module: "Shop",
      tests: "^(ShopTests)\\.",
      sources: [:],
      outcomes: [
        outcome(1, "Sources/Shop/A.swift", line: 4, .killed),
        outcome(2, "Sources/Shop/A.swift", line: 9, .survived),
        outcome(
          3,
          "Sources/Shop/B.swift",
          line: 2,
          .survived,
          original: "view?.show(\n      items)",
          replacement: ""
        ),
      ]
    )
    let lines = MutationConsoleReport.text(of: report).split(separator: "\n").map(String.init)

    #expect(lines.first == "Survivors: no test noticed these changes (tests run: ^(ShopTests)\\.).")
    #expect(lines.contains("Sources/Shop/A.swift:9: relational-boundary: a < b → a <= b"))
    #expect(
      lines.contains("Sources/Shop/B.swift:2: relational-boundary: view?.show( items) → (removed)")
    )
  }

  @Test func `a score leaves out mutants that did not compile or were switched off`() {
    let outcomes = [
      outcome(1, "A.swift", line: 1, .killed),
      outcome(2, "A.swift", line: 2, .timeout),
      outcome(3, "A.swift", line: 3, .survived),
      outcome(4, "A.swift", line: 4, .compileError),
      outcome(5, "A.swift", line: 5, .ignored),
    ]

    #expect(MutationTally(outcomes).scoreText == "66.6%")
  }

  @Test func `a score is never rounded up to a hundred while a mutant survives`() {
    let outcomes =
      (1...2000).map { outcome($0, "A.swift", line: $0, .killed) }
      + [outcome(2001, "A.swift", line: 2001, .survived)]
    let text = MutationConsoleReport.text(
      of: MutationRunReport(module: "Shop", tests: "", sources: [:], outcomes: outcomes)
    )

    #expect(text.contains("Shop: 99.9% (2000 killed, 1 survived)"))
  }

  @Test func `a module with no mutant that ran has no score, not a hundred`() {
    let text = MutationConsoleReport.text(
      of: MutationRunReport(
        module: "Shop",
        tests: "",
        sources: [:],
        outcomes: [outcome(1, "A.swift", line: 1, .compileError)]
      )
    )

    #expect(text.contains("Shop: n/a (1 not compiling)"))
  }
}
