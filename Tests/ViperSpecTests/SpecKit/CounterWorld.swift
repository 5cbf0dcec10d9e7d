import ViperSpec

/// A toy world for the runner's tests: a counter and the values its view rendered.
@MainActor final class CounterWorld {
  var value = 0
  var renders: [String] = []
  var named: [String: Int] = [:]

  nonisolated static let steps: StepLibrary<CounterWorld> = {
    var steps = StepLibrary<CounterWorld> { CounterWorld() }
    steps.given("a counter at {int}") { (world, value: Int) in
      world.value = value
    }
    steps.when("the user taps {int} time(s)") { (world, taps: Int) in
      for _ in 0..<taps {
        world.value += 1
        world.renders.append("render: \(world.value)")
      }
    }
    steps.then("the counter shows {int}") { (world, expected: Int) in
      guard world.value == expected else {
        throw StepFailure("Expected \(expected), but the counter shows \(world.value).")
      }
    }
    steps.transcript("the view shows") { world in
      world.renders.joined(separator: "\n")
    }
    steps.given("the counters") { (world, table: DataTable) in
      for row in table.hashes {
        world.named[row["name"] ?? ""] = Int(row["value"] ?? "") ?? 0
      }
    }
    steps.then("the counter named {string} shows {int}") { (world, name: String, expected: Int) in
      guard world.named[name] == expected else {
        throw StepFailure("Counter \(name) shows \(world.named[name] ?? 0).")
      }
    }
    return steps
  }()
}
