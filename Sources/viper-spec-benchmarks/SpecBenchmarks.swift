import Foundation
import ViperSpec

/// A trivial world for the runner benchmark.
@MainActor private final class BenchmarkWorld {
  var count = 0
}

/// Prints the spec kit's speed: parsing, running and step matching, as plain lines.
///
/// Targets from the spec kit's issue: parse 1 MB of spec text in at most 50 ms, run 1,000 trivial
/// scenarios in at most 1 s, match a step against 500 definitions in at most 20 µs.
@MainActor
func runSpecBenchmarks() async {
  let timer = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
  func best(of runs: Int, _ body: () async -> Void) async -> Duration {
    var fastest = Duration.seconds(3_600)
    for _ in 0..<runs {
      let start = timer.now
      await body()
      fastest = min(fastest, start.duration(to: timer.now))
    }
    return fastest
  }
  func milliseconds(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) * 1_000
      + Double(duration.components.attoseconds) / 1e15
    return String(Int(value * 10) / 10) + "." + String(Int(value * 10) % 10) + " ms"
  }

  let block = """
    ## Scenario: Tapping adds one per tap

    Prose explains the rule, and the parser skips it line by line.

    * Given a counter at 0
    * When the user taps 3 times
    * Then the view shows
      ```text
      render: 1
      render: 2
      render: 3
      ```
    * And the counters
      | name  | value |
      | ----- | ----- |
      | left  | 2     |


    """
  var text = "# Feature: Benchmark\n\n"
  while text.utf8.count < 1_000_000 { text += block }
  let megabyte = text
  var pickleCount = 0
  let parseOnly = await best(of: 5) {
    let document = try? GherkinParser(format: .markdown).parse(
      megabyte,
      uri: "benchmark.feature.md"
    )
    precondition(document?.feature != nil, "the benchmark spec parses")
  }
  print("spec: parse 1 MB of Markdown with Gherkin: \(milliseconds(parseOnly)) (target 50 ms)")
  let parse = await best(of: 5) {
    let file = SpecLoader.parse(megabyte, path: "benchmark.feature.md")
    pickleCount = file.pickles.count
  }
  print(
    "spec: parse and compile it to \(pickleCount) pickles: \(milliseconds(parse))"
  )

  var steps = StepLibrary<BenchmarkWorld> { BenchmarkWorld() }
  steps.given("a counter at {int}") { (world, count: Int) in world.count = count }
  steps.when("the user taps {int} time(s)") { (world, taps: Int) in world.count += taps }
  steps.then("the counter shows {int}") { (world, count: Int) in
    guard world.count == count else { throw StepArgumentError("mismatch") }
  }
  var thousand = "# Feature: Runs\n\n"
  for number in 0..<1_000 {
    thousand +=
      "## Scenario: Run \(number)\n\n* Given a counter at 0\n* When the user taps 2 times\n* Then the counter shows 2\n\n"
  }
  let pickles = SpecLoader.parse(thousand, path: "runs.feature.md").pickles
  var passed = 0
  let run = await best(of: 3) {
    passed = 0
    for pickle in pickles {
      let result = await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())
      if result.status == .passed { passed += 1 }
    }
  }
  print(
    "spec: run 1,000 trivial scenarios (\(passed) passed): \(milliseconds(run)) (target 1,000 ms)"
  )

  var many = StepLibrary<BenchmarkWorld> { BenchmarkWorld() }
  for number in 0..<500 {
    many.given("the list number \(number) has {int} item(s) due {word}") { (_, _: Int, _: String) in
    }
  }
  let texts = (0..<100).map { "the list number \($0 * 5) has \($0) items due Monday" }
  var matched = 0
  let iterations = 100
  let match = await best(of: 3) {
    matched = 0
    for _ in 0..<iterations {
      for text in texts {
        if case .matched = many.match(text) { matched += 1 }
      }
    }
  }
  let perMatch =
    Double(match.components.attoseconds) / 1e12 / Double(iterations * texts.count)
    + Double(match.components.seconds) * 1e6 / Double(iterations * texts.count)
  print(
    "spec: match a step against 500 definitions sharing their first words (\(matched) matches): \(Int(perMatch * 100) / 100).\(Int(perMatch * 100) % 100) µs per step (target 20 µs)"
  )

  // A long step among 1,000 phrases, a tenth of them Swift `Regex` steps (which the index cannot
  // narrow, so each is tried), for steps of 50 to 400 characters: the time should grow with the
  // step's length, not faster.
  var library = StepLibrary<BenchmarkWorld> { BenchmarkWorld() }
  for number in 0..<900 {
    library.given("phrase \(number) says {string} about {int} item(s)") { (_, _: String, _: Int) in
    }
  }
  for number in 0..<100 {
    guard let regex = try? Regex("^(.*) ends with \(number)$") else { continue }
    library.given(regex) { _, _ in }
  }
  for length in [50, 100, 200, 400] {
    let words = String(repeating: "w", count: max(0, length - 40))
    let text = "phrase 451 says \"\(words)\" about 3 items"
    var matched = 0
    let elapsed = await best(of: 5) {
      for _ in 0..<20 {
        if case .matched = library.match(text) { matched += 1 }
      }
    }
    let perStep =
      Double(elapsed.components.seconds) * 1e3 / 20
      + Double(elapsed.components.attoseconds) / 1e15 / 20
    print(
      "spec: find a \(text.count)-character step among 1,000 phrases (100 Swift Regex): "
        + String(format: "%.3f ms", perStep) + " (target 5 ms)"
        + (matched > 0 ? "" : "; NO MATCH: the figure measures a miss")
    )
  }
}
