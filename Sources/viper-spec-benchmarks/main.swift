import Foundation
import ViperCore
import ViperMocks
import ViperSpec

// Prints the harness's speed on the reference workloads, as plain lines.
// Run it with `swift run -c release viper-spec-benchmarks` (or without `-c release` for the
// debug figures the targets are stated for); an argument runs only the workloads whose names
// contain it, such as `swift run viper-spec-benchmarks clock`. It is never run by CI, and no test
// depends on time.

let results = BenchmarkResults()

await results.measureReported("clock: advance through 10,000 sleepers, order kept") {
  await ClockBenchmark.advanceThroughSleepers(count: 10_000)
}
await results.measureReported("clock: the same on an ordinary actor instead of the main actor") {
  await ClockBenchmark.advanceThroughSleepersOffMain(count: 10_000)
}

let uniqueOld = (0..<10_000).map { "view.render(row: \($0), title: \"Item \($0)\")" }
let repetitiveOld = (0..<10_000).map { "view.render(row: \($0 % 27))" }
for (name, old) in [("unique", uniqueOld), ("repetitive (27 distinct lines)", repetitiveOld)] {
  var new = old
  new[6_000] = "view.render(changed)"
  let expected = old.joined(separator: "\n")
  let actual = new.joined(separator: "\n")
  await results.measure("diff: two 10,000-line transcripts, one changed line, \(name)") {
    let diff = UnifiedDiff(expected: expected, actual: actual)
    precondition(diff.text.contains("+view.render(changed)"), "the diff lost the change")
  }
}

await results.measure("render: 100,000 journal entries") {
  let journal = Journal(exhaustive: false, reporter: FailureReporter { _, _ in })
  for number in 0..<100_000 {
    journal.record(
      "view",
      "render(_:)",
      BenchmarkRow(id: number, title: "Row \(number)", done: false)
    )
  }
  precondition(journal.entries.count == 100_000, "entries were lost")
}

for mode in FileStoreBenchmark.Mode.allCases {
  let count = 10_000
  await results.measure("file store: \(count) inserts, \(mode.rawValue)", runs: 1) {
    await FileStoreBenchmark.insert(count: count, mode: mode)
  }
}

results.printSummary()

await runSpecBenchmarks()
