/// Everything a `viper-spec mutate` run found, for the console, JSON and HTML reports.
package struct MutationRunReport: Equatable, Sendable {
  /// The module mutated.
  package var module: String
  /// The tests run against each mutant: a `--filter` pattern.
  package var tests: String
  /// Each mutated file's source as written, by its path relative to the package's root.
  package var sources: [String: String]
  /// Each mutant's outcome, in the order of their numbers.
  package var outcomes: [MutantOutcome]

  /// Creates a report.
  package init(module: String, tests: String, sources: [String: String], outcomes: [MutantOutcome])
  {
    self.module = module
    self.tests = tests
    self.sources = sources
    self.outcomes = outcomes
  }
}
