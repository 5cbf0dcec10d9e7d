/// The end of a mutate run on the console: each survivor where a reader fixes it, as
/// `file:line: operator: before → after`, then the score of each file and of the whole module.
package enum MutationConsoleReport {
  /// The report's text.
  ///
  /// - Parameter report: What the run found.
  /// - Returns: The lines, each ending in a line break.
  package static func text(of report: MutationRunReport) -> String {
    var lines: [String] = []
    let survivors = report.outcomes.filter { $0.status == .survived }
    if survivors.isEmpty {
      lines.append("No survivors: the tests noticed every mutant they ran against.")
    } else {
      lines.append("Survivors: no test noticed these changes (tests run: \(report.tests)).")
      for outcome in survivors {
        let mutant = outcome.mutant
        lines.append(
          "\(mutant.file):\(mutant.start.line): \(mutant.mutationOperator.name): "
            + "\(oneLine(mutant.original)) → \(mutant.replacement.isEmpty ? "(removed)" : oneLine(mutant.replacement))"
        )
      }
    }
    lines.append("")
    lines.append("Mutation score by file:")
    let files = Dictionary(grouping: report.outcomes, by: \.mutant.file)
    let width = files.keys.map(\.count).max() ?? 0
    for file in files.keys.sorted() {
      let padding = String(repeating: " ", count: width - file.count)
      lines.append("  \(file)\(padding)  \(summary(of: files[file] ?? []))")
    }
    lines.append("\(report.module): \(summary(of: report.outcomes))")
    return lines.map { $0 + "\n" }.joined()
  }

  private static func summary(of outcomes: [MutantOutcome]) -> String {
    let score = MutationTally(outcomes).scoreText
    let counts = MutantOutcome.Status.allCases.compactMap { status -> String? in
      let count = outcomes.filter { $0.status == status }.count
      return count == 0 ? nil : "\(count) \(status.label)"
    }
    return "\(score) (\(counts.joined(separator: ", ")))"
  }

  /// Code on one line: its line breaks and the indentation after them made one space.
  static func oneLine(_ code: String) -> String {
    code.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
  }
}
