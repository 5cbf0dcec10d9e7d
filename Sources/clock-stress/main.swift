import Foundation
import ViperMocks

// Runs each timed shape many times in a row inside the harness, through both clock seams, and
// counts failures and hangs: `swift run clock-stress [RUNS]` (200 by default; CI runs fewer).
// A hang is a run the harness's watchdog had to end; the process exits 1 if any run failed.

let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 200
var anyFailed = false
for shape in StressShape.all {
  for seam in ClockSeam.allCases {
    var failed = 0
    var hung = 0
    var firstFailure: String?
    for _ in 0..<runs {
      let scope = HarnessScope(location: nil, collectsFailures: true)
      let problem = await scope.run {
        await shape.run(TestClock(now: Date(timeIntervalSince1970: 0)), seam)
      }
      await scope.finish()
      let harnessFailures = scope.takeFailures()
      let found = (problem.map { [$0] } ?? []) + harnessFailures
      if harnessFailures.contains(where: { $0.contains("stood still") }) {
        hung += 1
      } else if !found.isEmpty {
        failed += 1
      }
      firstFailure = firstFailure ?? found.first
    }
    print("\(shape.name), \(seam.rawValue): \(runs) runs, \(failed) failed, \(hung) hung")
    if let firstFailure { print("  first: \(firstFailure.prefix(300))") }
    anyFailed = anyFailed || failed + hung > 0
  }
}
exit(anyFailed ? 1 : 0)
