import Testing
import ViperMocks

/// The watchdog calls a test hung only after it stood still for the whole span: a look with the
/// processors busy (a process starved by sanitizers or other tests' work) counts for a fifth of a
/// quiet one, so that a task still on its way to the wait is not called hung.
@Suite struct HangLookCountTests {
  @Test func `ten quiet looks in a row are a hang`() {
    var count = HangLookCount(looksForHang: 10)
    let hangs = (1...10).map { _ in count.add(quiet: true, processorsBusy: false) }

    #expect(hangs == Array(repeating: false, count: 9) + [true])
  }

  @Test func `quiet looks with the processors busy take five times as many`() {
    var count = HangLookCount(looksForHang: 10)
    let hangs = (1...50).map { _ in count.add(quiet: true, processorsBusy: true) }

    #expect(hangs == Array(repeating: false, count: 49) + [true])
  }

  @Test func `a look that saw work starts the count again`() {
    var count = HangLookCount(looksForHang: 10)
    for _ in 1...9 { _ = count.add(quiet: true, processorsBusy: false) }
    _ = count.add(quiet: false, processorsBusy: false)
    let hangs = (1...10).map { _ in count.add(quiet: true, processorsBusy: false) }

    #expect(hangs == Array(repeating: false, count: 9) + [true])
  }

  @Test func `a hang starts the count again`() {
    var count = HangLookCount(looksForHang: 2)
    let hangs = (1...4).map { _ in count.add(quiet: true, processorsBusy: false) }

    #expect(hangs == [false, true, false, true])
  }

  @Test func `processor time over a tenth of the wall time is busy`() {
    #expect(
      ProcessLook.processorsBusy(processorNanoseconds: 10_000_001, wallNanoseconds: 100_000_000)
    )
    #expect(
      !ProcessLook.processorsBusy(processorNanoseconds: 10_000_000, wallNanoseconds: 100_000_000)
    )
    #expect(!ProcessLook.processorsBusy(processorNanoseconds: nil, wallNanoseconds: 100_000_000))
  }
}
