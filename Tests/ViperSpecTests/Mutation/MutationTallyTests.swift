import Testing
import ViperSpecCLI

/// The mutation score counts as Stryker's does, and is never shown higher than it is.
@Suite struct MutationTallyTests {
  @Test func `the score is the detected mutants out of those that count`() {
    let tally = MutationTally(MutationReportFixture.report.outcomes)

    #expect(tally.detected == 3)
    #expect(tally.scored == 5)
    #expect(tally.scoreText == "60.0%")
  }

  @Test func `one survivor among a thousand does not read as a full score`() {
    let killed = MutationReportFixture.outcome(number: 2)
    var survivor = MutationReportFixture.outcome(number: 1)
    survivor.status = .survived

    let tally = MutationTally(Array(repeating: killed, count: 999) + [survivor])

    #expect(tally.scoreText == "99.9%")
    #expect(tally.rank(MutationThresholds(high: 100, low: 99)) == "medium")
  }

  @Test func `compile errors, runs that did not start and ignored mutants leave no score`() {
    let tally = MutationTally([
      MutationReportFixture.outcome(number: 5), MutationReportFixture.outcome(number: 6),
      MutationReportFixture.outcome(number: 7),
    ])

    #expect(tally.perMille == nil)
    #expect(tally.scoreText == "n/a")
    #expect(tally.rank(MutationThresholds()) == nil)
  }

  @Test(arguments: [(800, "high"), (799, "medium"), (600, "medium"), (599, "low")])
  func `a score is ranked against the thresholds as Stryker ranks it`(
    perMille: Int,
    rank: String
  ) {
    let killed = MutationReportFixture.outcome(number: 2)
    let survivor = MutationReportFixture.outcome(number: 1)

    let tally = MutationTally(
      Array(repeating: killed, count: perMille) + Array(repeating: survivor, count: 1000 - perMille)
    )

    #expect(tally.rank(MutationThresholds()) == rank)
  }
}
