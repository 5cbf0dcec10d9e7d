import Testing
import ViperTesting

@Suite struct LockedStateTests {
  @Test func `keeps every change made from many tasks at once`() async {
    let counter = LockedState(0)

    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          for _ in 0..<100 { counter.withLock { $0 += 1 } }
        }
      }
    }

    #expect(counter.withLock { $0 } == 10_000)
  }

  @Test func `releases the lock when the closure throws`() {
    struct Refused: Error {}
    let state = LockedState([1])

    #expect(throws: Refused.self) {
      try state.withLock { (_: inout [Int]) throws(Refused) in throw Refused() }
    }

    #expect(state.withLock { $0.append(2) } == ())
    #expect(state.withLock { $0 } == [1, 2])
  }
}
