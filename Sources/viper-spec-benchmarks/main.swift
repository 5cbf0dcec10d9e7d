import Foundation
import ViperCore
import ViperMocks
import ViperRuntime
import ViperSpec

// Prints the harness's speed on the issue's reference workloads, as plain lines.
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
await results.measureReported("clock: the same on the main actor, settling each sleeper") {
  await ClockBenchmark.advanceThroughSleepersSettling(count: 10_000)
}
await results.measureReported("clock: the same through its Clock<Duration> view, settling each") {
  await ClockBenchmark.advanceThroughClockSleepersSettling(count: 10_000)
}
await results.measure("clock: 200 runs, each settling a handler on its own queue") {
  try await ClockBenchmark.callbackQueueRuns(count: 200)
}
await results.measureReported("clock: 10,000 main-queue passes, one per settled sleeper") {
  await ClockBenchmark.mainActorHops(count: 10_000)
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

// `comparison`: the whole transcript comparison on large inputs, beside the standard library's
// diff (issue 55).
await ComparisonBenchmark.run(results)

// Which rendering path the render rows measure: `VIPERSPEC_RUNTIME=safe` measures `Mirror`'s.
let renderPath = RuntimeMode.current.readsMetadata ? "metadata path" : "safe path, Mirror"
await results.measure("render: 100,000 journal entries (\(renderPath))", runs: 10) {
  let journal = Journal(exhaustive: false, reporter: FailureReporter { _, _ in })
  for number in 0..<100_000 {
    journal.record(
      "view",
      "render(_:)",
      BenchmarkRow(id: number, title: "Row \(number)", done: false)
    )
  }
  precondition(journal.entries.count == 100_000, "entries were lost")
  precondition(
    journal.entries[99_999].text
      == #"view.render(BenchmarkRow(id: 99999, title: "Row 99999", done: false))"#,
    "the entry was rendered wrong: \(journal.entries[99_999].text)"
  )
}
await results.measure(
  "render: 100,000 journal entries of an enum state with a payload (\(renderPath))",
  runs: 10
) {
  let journal = Journal(exhaustive: false, reporter: FailureReporter { _, _ in })
  for number in 0..<100_000 {
    journal.record(
      "view",
      "render(_:)",
      BenchmarkState.editing(title: "Row \(number)", isValid: true)
    )
  }
  precondition(journal.entries.count == 100_000, "entries were lost")
  precondition(
    journal.entries[99_999].text == #"view.render(.editing(title: "Row 99999", isValid: true))"#,
    "the entry was rendered wrong: \(journal.entries[99_999].text)"
  )
}

// A value of shared parts renders in time linear in its parts (issue 55).
await SharedPartsBenchmark.run(results)

// The floor of a durable write is appending its bytes and syncing them; the store's sequential
// inserts are compared with that floor, measured in the same run on the same disk. This disk's
// sync latency drifts by a third within a minute, so floor and store run in alternating pairs
// and each pair gives a ratio: the median of those is the figure, the best of each is shown too.
if results.isSelected("file store: sequential") {
  let lines = try FileStoreBenchmark.insertLines(count: 10_000)
  var floors: [Duration] = []
  var stores: [Duration] = []
  for _ in 0..<5 {
    floors.append(await FileStoreBenchmark.appendAndSync(lines))
    stores.append(await FileStoreBenchmark.insert(count: 10_000, mode: .sequential))
  }
  let ratios = zip(stores, floors).map { $0 / $1 }.sorted()
  results.note(
    "file store: sequential, floor (10,000 appends of the same lines + fsync): best "
      + "\(BenchmarkResults.format(floors.min() ?? .zero)); 10,000 inserts, one at a time: best "
      + "\(BenchmarkResults.format(stores.min() ?? .zero)); median ratio of 5 pairs "
      + String(format: "%.2f", ratios[ratios.count / 2]) + "× the floor (range "
      + String(format: "%.2f–%.2f", ratios.first ?? 0, ratios.last ?? 0) + ")"
  )
}
let tenThousand = await results.measureReported("file store: 10,000 inserts, one at a time") {
  await FileStoreBenchmark.insert(count: 10_000, mode: .sequential)
}
let fortyThousand = await results.measureReported(
  "file store: 40,000 inserts, one at a time",
  runs: 1
) {
  await FileStoreBenchmark.insert(count: 40_000, mode: .sequential)
}
if let tenThousand, let fortyThousand {
  results.note("file store: 4× the inserts take \(ratio(fortyThousand, tenThousand))× the time")
}
await results.measureReported("file store: 10,000 inserts, 100 concurrent writers") {
  await FileStoreBenchmark.insert(count: 10_000, mode: .concurrent)
}
await results.measureReported("file store: reopen 100,000 entities", runs: 2) {
  await FileStoreBenchmark.reopen(count: 100_000)
}
await results.measureReported("file store: 10,000 reads of an unchanged file") {
  await FileStoreBenchmark.unchangedReads(count: 10_000)
}

// `viper-spec mocks` on 110 protocols (100 mocks and 10 recorder views), end to end.
if results.isSelected("mocks: ") {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("viper-spec-mocks-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: folder) }
  do {
    try MocksBenchmark.makePackage(in: folder)
    await results.measure("mocks: a module of 100 protocols, every mock written") {
      await MocksBenchmark.run(in: folder)
    }
  } catch {
    print("mocks: a module of 100 protocols: failed: \(error)")
  }
}

// `viper-spec mutate` on the example's Login module: at once behind switches, and one rebuild
// per mutant (issue 56); minutes, as it builds.
if results.isSelected("mutate: ") { await MutateBenchmark.run() }

results.printSummary()

func ratio(_ measured: Duration, _ base: Duration) -> String {
  String(format: "%.2f", measured / base)
}

if results.isSelected("spec: ") { await runSpecBenchmarks() }

// --messages: the repository's specs with and without the stream (run from the repository's
// folder), and 1,000 scenarios streamed to a file.
if results.isSelected("messages: "), FileManager.default.fileExists(atPath: "Specs") {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("viper-spec-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let path = folder.appendingPathComponent("specs.ndjson").path
  // Runs with and without the stream alternate, so that a slower spell of the machine weighs
  // on both sides alike; each side keeps its best of 8 in each of 15 rounds, and the budget
  // holds for the 90th percentile of the rounds' ratios, not only for their middle.
  do {
    var rounds: [(without: Duration, with: Duration)] = []
    for _ in 0..<15 {
      rounds.append(try await MessagesBenchmark.alternate(runs: 8, messages: path))
    }
    results.report("messages: Specs/ without --messages", rounds.map(\.without).min() ?? .zero)
    results.report("messages: Specs/ with --messages to a file", rounds.map(\.with).min() ?? .zero)
    let ratios = rounds.map { $0.with / $0.without }.sorted()
    print(
      "messages: cost of the stream on Specs/ over \(ratios.count) rounds: median "
        + String(format: "%.2f", ratios[ratios.count / 2]) + "×, 90th percentile "
        + String(format: "%.2f", ratios[(ratios.count * 9 + 9) / 10 - 1]) + "× (budget 1.20×)"
    )
  } catch {
    print("messages: Specs/ with and without --messages: failed: \(error)")
  }
  let parts = await MessagesBenchmark.parts()
  print(
    "messages: of which the head \(parts.head), the test cases \(parts.testCases), "
      + "the results \(parts.results)"
  )
  var bytes = 0
  await results.measure("messages: 1,000 scenarios streamed to a file", runs: 1) {
    bytes = await MessagesBenchmark.runThousand(in: folder)
  }
  print(
    "messages: the 1,000 scenarios' stream is \(bytes / 1_000) KB, written scenario by scenario"
  )
}
try await ParseScaleBenchmark.run(results)
