/// `viper-spec mutate --list`: every mutant the run would make, one a line, with the ones a
/// comment or `--since` leaves out marked, and nothing built.
enum MutationList {
  /// The list's text.
  static func text(of plan: MutationPlan) -> String {
    var lines = plan.mutants.map { mutant in
      let change =
        mutant.replacement.isEmpty
        ? "(removed)" : MutationConsoleReport.oneLine(mutant.replacement)
      let ignored = plan.ignored.contains(mutant.id) ? " (ignored)" : ""
      return "\(mutant.id). \(mutant.file):\(mutant.start.line):\(mutant.start.column): "
        + "\(mutant.mutationOperator.name): \(MutationConsoleReport.oneLine(mutant.original)) → "
        + change + ignored
    }
    lines.append("\(plan.mutants.count) mutants, \(plan.ignored.count) of them ignored.")
    return lines.map { $0 + "\n" }.joined()
  }
}
