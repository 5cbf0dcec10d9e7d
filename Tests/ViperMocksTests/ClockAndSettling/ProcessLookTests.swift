import Testing
import ViperMocks

/// While it waits for a test's tasks, the harness calls the process busy on any sign of work, so
/// that a task still working is waited for, and quiet only when there is none.
@Suite struct ProcessLookTests {
  private let quiet = ProcessLook(
    passNanoseconds: 200_000,
    wallNanoseconds: 100_000_000,
    processorNanoseconds: 1_000_000,
    harnessSawWork: false
  )

  @Test func `no sign of work is quiet`() {
    #expect(!quiet.isBusy)
  }

  /// A task that yields on the main actor step after step, or spins on the pool: each pass
  /// returns at once, and only the processor time shows it.
  @Test func `processor time over a tenth of the wall time is busy`() {
    var look = quiet
    look.processorNanoseconds = 10_000_001

    #expect(look.isBusy)
  }

  @Test func `a slow pass through the main queue or the pool is busy`() {
    var look = quiet
    look.passNanoseconds = 4_000_001

    #expect(look.isBusy)
  }

  @Test func `work the harness saw is busy`() {
    var look = quiet
    look.harnessSawWork = true

    #expect(look.isBusy)
  }

  @Test func `a platform that cannot tell processor time goes by the other signs`() {
    var look = quiet
    look.processorNanoseconds = nil

    #expect(!look.isBusy)
  }
}
