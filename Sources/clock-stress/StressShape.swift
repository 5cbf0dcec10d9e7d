import Foundation
import ViperMocks

/// A shape of timed code that teams write, run against a fresh test clock: it returns what went
/// wrong, or `nil` when the code did what its deadlines say.
struct StressShape: Sendable {
  let name: String
  let run: @MainActor @Sendable (TestClock, ClockSeam) async -> String?

  /// Every shape: the peer's scenarios and the shapes written here.
  static let all: [StressShape] = [
    StressShape(name: "an advance wakes a sleeper started just before it") { clock, seam in
      let woke = LockedState(false)
      let sleeper = Task {
        try await seam.sleep(on: clock, for: .seconds(1))
        woke.withLock { $0 = true }
      }
      await clock.advance(by: .seconds(1))
      _ = await sleeper.result
      return woke.withLock { $0 } ? nil : "the sleeper did not wake"
    },
    StressShape(name: "children woken by one advance finish in deadline order") { clock, seam in
      let race = Task {
        try await withThrowingTaskGroup(of: Int.self) { group in
          group.addTask {
            try await seam.sleep(on: clock, for: .seconds(2))
            return 2
          }
          group.addTask {
            try await seam.sleep(on: clock, for: .seconds(1))
            return 1
          }
          var order: [Int] = []
          for try await value in group { order.append(value) }
          return order
        }
      }
      await clock.advance(by: .seconds(5))
      let order = try? await race.value
      return order == [1, 2] ? nil : "finished in the order \(order ?? [])"
    },
    StressShape(name: "a debounce fires once, for the last input") { clock, seam in
      let fired = LockedState<[String]>([])
      let latest = LockedState(0)
      func typed(_ text: String) async {
        let number = latest.withLock {
          $0 += 1
          return $0
        }
        guard (try? await seam.sleep(on: clock, for: .milliseconds(300))) != nil else { return }
        if latest.withLock({ $0 }) == number { fired.withLock { $0.append(text) } }
      }
      async let first: Void = typed("f")
      await clock.advance(by: .milliseconds(100))
      async let second: Void = typed("fr")
      await clock.advance(by: .milliseconds(100))
      async let third: Void = typed("fro")
      await clock.advance(by: .milliseconds(300))
      _ = await (first, second, third)
      let texts = fired.withLock { $0 }
      return texts == ["fro"] ? nil : "fired for \(texts)"
    },
    StressShape(name: "a throttle lets one event through each 200 ms") { clock, _ in
      var passed = 0
      var openAt = clock.continuous.now
      for _ in 0..<20 {
        let now = clock.continuous.now
        if now >= openAt {
          passed += 1
          openAt = now.advanced(by: .milliseconds(200))
        }
        await clock.advance(by: .milliseconds(50))
      }
      return passed == 5 ? nil : "\(passed) events passed"
    },
    StressShape(name: "a ten-tick timer ticks ten times in one advance") { clock, seam in
      let timer = Task {
        var ticks = 0
        for _ in 0..<10 {
          try await seam.sleep(on: clock, for: .seconds(1))
          ticks += 1
        }
        return ticks
      }
      await clock.advance(by: .seconds(10))
      let ticks = try? await timer.value
      return ticks == 10 ? nil : "ticked \(ticks ?? 0) times"
    },
    StressShape(name: "a timeout wins the race against a slow call") { clock, seam in
      async let outcome = withTaskGroup(of: String.self) { group in
        group.addTask {
          (try? await seam.sleep(on: clock, for: .seconds(10))) == nil ? "cancelled" : "answered"
        }
        group.addTask {
          (try? await seam.sleep(on: clock, for: .seconds(2))) == nil ? "cancelled" : "timed out"
        }
        let first = await group.next() ?? ""
        group.cancelAll()
        return first
      }
      await clock.advance(by: .seconds(2))
      let first = await outcome
      return first == "timed out" ? nil : "the race ended with \(first)"
    },
    StressShape(name: "a retry backs off 1, 2 and 4 seconds, then succeeds") { clock, seam in
      let attempts = LockedState<[Duration]>([])
      let retrying = Task {
        for delay in [Duration.zero, .seconds(1), .seconds(2), .seconds(4)] {
          try await seam.sleep(on: clock, for: delay)
          attempts.withLock { $0.append(clock.continuous.now.offset) }
        }
      }
      await clock.advance(by: .seconds(7))
      _ = await retrying.result
      let times = attempts.withLock { $0 }
      let expected: [Duration] = [.zero, .seconds(1), .seconds(3), .seconds(7)]
      return times == expected ? nil : "attempted at \(times)"
    },
  ]
}
