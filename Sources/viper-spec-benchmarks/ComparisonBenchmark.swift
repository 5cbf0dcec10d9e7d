import Foundation
import ViperMocks
import ViperSpecCLI

/// Measures the transcript comparison `expectTranscript` runs on a mismatch, beside the standard
/// library's `difference(from:)` on the same lines, in one run.
///
/// Issue 55's targets, in a debug build: two transcripts of 8,000 lines with no line in common
/// compare in at most 0.1 s, and four times the lines take at most five times the time. The
/// standard library's diff is the reference a reader knows, not a stage of ours: it shows what a
/// minimal diff alone costs on the same input. The stages of ours are timed apart too (the line
/// diff, then the unified diff with its rendering and look-alike check, then the whole message),
/// so that a step that grows faster than the rest shows which one it is.
@MainActor
enum ComparisonBenchmark {
  /// One pair of transcripts to compare, made only when the workload is selected.
  struct Workload {
    let name: String
    /// Whether the standard library's diff runs too (it takes minutes on adversarial input).
    let withStandardLibrary: Bool
    let lines: () -> (expected: [String], actual: [String])
  }

  static func run(_ results: BenchmarkResults) async {
    var fullyDifferent: [Int: Duration] = [:]
    for workload in workloads() {
      let name = "comparison: \(workload.name)"
      let stages = [
        "LineDiff", "UnifiedDiff", "TranscriptComparison.mismatch",
        "the standard library's difference(from:)",
      ]
      guard stages.contains(where: { results.isSelected("\(name), \($0)") }) else { continue }
      let lines = workload.lines()
      let expected = lines.expected.joined(separator: "\n")
      let actual = lines.actual.joined(separator: "\n")
      await results.measure("\(name), \(stages[0])") {
        let operations = LineDiff(old: lines.expected, new: lines.actual).operations
        guard !operations.isEmpty else { throw StepFailure("the diff lost its operations") }
      }
      await results.measure("\(name), \(stages[1])") {
        let diff = UnifiedDiff(expected: expected + "\n", actual: actual + "\n")
        guard diff.text.hasPrefix("--- expected") else {
          throw StepFailure("the diff lost its header")
        }
      }
      let mismatch = await results.measure("\(name), \(stages[2])") {
        let message = TranscriptComparison.mismatch(expected: expected, actual: actual)
        guard message?.contains("@@ -") == true else {
          throw StepFailure("the comparison lost its diff")
        }
      }
      if workload.withStandardLibrary {
        // One run: the standard library's diff takes most of a minute at 32,000 lines.
        await results.measure("\(name), \(stages[3])", runs: 1) {
          let difference = lines.actual.difference(from: lines.expected)
          guard !difference.isEmpty else {
            throw StepFailure("the standard library found no difference")
          }
        }
      }
      if name.contains("no line in common"), let mismatch {
        fullyDifferent[lines.expected.count] = mismatch
      }
    }
    for (small, large) in [(2_000, 8_000), (8_000, 32_000)] {
      guard let smallTime = fullyDifferent[small], let largeTime = fullyDifferent[large] else {
        continue
      }
      results.note(
        "comparison: \(grouped(large)) against \(grouped(small)) lines with no line in "
          + "common: \(String(format: "%.2f", largeTime / smallTime))× the time for "
          + "\(large / small)× the lines"
      )
    }
  }

  /// The issue's workloads: no line in common at three sizes, ten scattered edits, and an
  /// adversarial pair of shuffled repetitive lines.
  static func workloads() -> [Workload] {
    var workloads = [2_000, 8_000, 32_000].map { count in
      Workload(name: "\(grouped(count)) lines, no line in common", withStandardLibrary: true) {
        (
          (0..<count).map { #"view.render(row: \#($0), title: "Old \#($0)")"# },
          (0..<count).map { #"router.show(item: \#($0), label: "New \#($0)")"# }
        )
      }
    }
    workloads.append(
      Workload(name: "8,000 lines, 10 scattered edits", withStandardLibrary: true) {
        let old = (0..<8_000).map { #"view.render(row: \#($0), title: "Item \#($0)")"# }
        var new = old
        // Ten edits spread over the text: changed, removed and added lines, in turn.
        for edit in (0..<10).reversed() {
          let index = 400 + edit * 790
          switch edit % 3 {
          case 0: new[index] = #"view.render(row: \#(index), title: "Changed")"#
          case 1: new.remove(at: index)
          default: new.insert("router.showAlert(\(index))", at: index)
          }
        }
        return (old, new)
      }
    )
    for (count, seed) in [(8_000, 55), (32_000, 56)] as [(Int, UInt64)] {
      let name = "\(grouped(count)) lines drawn at random from 27 (adversarial)"
      workloads.append(
        Workload(name: name, withStandardLibrary: false) {
          var generator = SeededGenerator(seed: seed)
          let lines = (0..<27).map { "view.render(row: \($0))" }
          return (
            (0..<count).map { _ in lines[Int(generator.next() % 27)] },
            (0..<count).map { _ in lines[Int(generator.next() % 27)] }
          )
        }
      )
    }
    return workloads
  }

  /// Writes a count with a comma between thousands, as the issue does, whatever the locale.
  private static func grouped(_ count: Int) -> String {
    count < 1_000
      ? "\(count)" : "\(count / 1_000)," + String(String(count % 1_000 + 1_000).dropFirst())
  }
}
