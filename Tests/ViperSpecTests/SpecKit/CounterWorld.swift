import ViperSpec

/// A toy world for the runner's tests: a counter and the values its view rendered.
@MainActor final class CounterWorld {
  var value = 0
  var renders: [String] = []
  var named: [String: Int] = [:]

  nonisolated static let steps: StepLibrary<CounterWorld> = {
    var steps = StepLibrary<CounterWorld> { CounterWorld() }
    steps.given("a counter at {int}") { world, arguments in
      world.value = try arguments.int(0)
    }
    steps.when("the user taps {int} time(s)") { world, arguments in
      for _ in 0..<(try arguments.int(0)) {
        world.value += 1
        world.renders.append("render: \(world.value)")
      }
    }
    steps.then("the counter shows {int}") { world, arguments in
      let expected = try arguments.int(0)
      guard world.value == expected else {
        throw StepFailure("Expected \(expected), but the counter shows \(world.value).")
      }
    }
    steps.transcript("the view shows") { world, _ in
      world.renders.joined(separator: "\n")
    }
    steps.given("the counters") { world, arguments in
      for row in try arguments.requireDataTable().hashes {
        world.named[row["name"] ?? ""] = Int(row["value"] ?? "") ?? 0
      }
    }
    steps.then("the counter named {string} shows {int}") { world, arguments in
      let name = try arguments.string(0)
      guard world.named[name] == (try arguments.int(1)) else {
        throw StepFailure("Counter \(name) shows \(world.named[name] ?? 0).")
      }
    }
    return steps
  }()
}
