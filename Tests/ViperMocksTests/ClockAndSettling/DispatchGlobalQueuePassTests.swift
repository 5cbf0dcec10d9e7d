import Dispatch
import Testing
import ViperCore
import ViperMocks

/// A pass through Dispatch's global queues returns only once every block those queues got before
/// it has started: a callback that resumes one of the test's tasks is under way by then.
@MainActor
@Suite struct DispatchGlobalQueuePassTests {
  private static let classes: [DispatchQoS.QoSClass] = [
    .userInteractive, .userInitiated, .default, .utility,
  ]

  @Test func `every block a global queue got before the pass has started when it returns`() async {
    let started = LockedState<[DispatchQoS.QoSClass]>([])
    let release = DispatchSemaphore(value: 0)
    for qos in Self.classes {
      DispatchQueue.global(qos: qos).async {
        started.withLock { $0.append(qos) }
        release.wait()
      }
    }

    await DispatchGlobalQueuePass.run(waitingAtMost: .seconds(60))

    #expect(Set(started.withLock { $0 }) == Set(Self.classes))
    for _ in Self.classes { release.signal() }
  }
}
