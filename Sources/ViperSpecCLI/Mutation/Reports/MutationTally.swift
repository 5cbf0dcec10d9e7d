/// How many mutants of a run, or of one of its files, had each outcome, and the mutation score
/// they make.
///
/// The score counts as Stryker does, with the model's reading of each status: the mutants the
/// tests noticed (killed or timed out) out of those whose tests ran. It is shown cut, not
/// rounded, to a tenth of a percent, as the console shows it, so that one survivor among a
/// thousand never reads as 100%; in whole numbers, so that no floating-point error can tip it.
package struct MutationTally: Equatable, Sendable {
  /// How many mutants had each status.
  package private(set) var counts: [MutantOutcome.Status: Int] = [:]

  /// Counts the outcomes.
  ///
  /// - Parameter outcomes: The mutants' outcomes.
  package init(_ outcomes: some Sequence<MutantOutcome>) {
    for outcome in outcomes { counts[outcome.status, default: 0] += 1 }
  }

  /// How many mutants the tests noticed.
  package var detected: Int {
    counts.filter { $0.key.isDetected }.values.reduce(0, +)
  }

  /// How many mutants count in the score.
  package var scored: Int {
    counts.filter { $0.key.isScored }.values.reduce(0, +)
  }

  /// The score in tenths of a percent, cut; `nil` when no mutant counts.
  package var perMille: Int? {
    scored == 0 ? nil : detected * 1000 / scored
  }

  /// The score as text, such as `66.6%`, or `n/a` when no mutant counts.
  package var scoreText: String {
    guard let perMille else { return "n/a" }
    return "\(perMille / 10).\(perMille % 10)%"
  }

  /// The score's rank against the thresholds, as Stryker names it: `high`, `medium` or `low`;
  /// `nil` when no mutant counts.
  ///
  /// - Parameter thresholds: The scores the run is judged by.
  /// - Returns: The rank.
  package func rank(_ thresholds: MutationThresholds) -> String? {
    guard let perMille else { return nil }
    if perMille >= thresholds.high * 10 { return "high" }
    return perMille >= thresholds.low * 10 ? "medium" : "low"
  }
}
