/// One look at the process while the harness waits for a test's tasks to finish: whether it is
/// busy, so that a task still working is waited for, or quiet, so that one waiting for ever is
/// reported.
package struct ProcessLook: Equatable {
  /// How long a pass through the main queue and then the pool took.
  package var passNanoseconds: UInt64
  /// The wall time since the previous look.
  package var wallNanoseconds: UInt64
  /// The processor time the whole process used since the previous look; `nil` where the
  /// platform cannot say.
  package var processorNanoseconds: UInt64?
  /// Whether the harness saw work: an entry recorded, a job on the test's executor or the pool.
  package var harnessSawWork: Bool

  /// How long a pass may take while the process counts as quiet.
  ///
  /// A task waiting its turn behind other tests' work makes either queue slower. Where the pool's
  /// jobs cannot be seen (the safe path, or another library's hook), the pass through the pool is
  /// a task sent behind them, so a busy pool is still seen.
  package static let busyPassNanoseconds: UInt64 = 4_000_000

  /// The share of the wall time, one in this many, that the process may spend on the processors
  /// while it counts as quiet.
  ///
  /// A task that spins, or yields on the main actor step after step, uses far more, though each
  /// pass returns at once between its steps; the harness's own looks use far less.
  package static let busyProcessorShare: UInt64 = 10

  /// Creates a look.
  ///
  /// - Parameters:
  ///   - passNanoseconds: How long a pass through the main queue and the pool took.
  ///   - wallNanoseconds: The wall time since the previous look.
  ///   - processorNanoseconds: The process's processor time since the previous look.
  ///   - harnessSawWork: Whether the harness saw work since the previous look.
  package init(
    passNanoseconds: UInt64,
    wallNanoseconds: UInt64,
    processorNanoseconds: UInt64?,
    harnessSawWork: Bool
  ) {
    self.passNanoseconds = passNanoseconds
    self.wallNanoseconds = wallNanoseconds
    self.processorNanoseconds = processorNanoseconds
    self.harnessSawWork = harnessSawWork
  }

  /// Whether something in the process is still working.
  package var isBusy: Bool {
    harnessSawWork || passNanoseconds > Self.busyPassNanoseconds
      || Self.processorsBusy(
        processorNanoseconds: processorNanoseconds,
        wallNanoseconds: wallNanoseconds
      )
  }

  /// Whether the process spent more than its quiet share of the wall time on the processors.
  ///
  /// - Parameters:
  ///   - processorNanoseconds: The process's processor time in the span; `nil` where the platform
  ///     cannot say, which counts as idle.
  ///   - wallNanoseconds: The span's wall time.
  /// - Returns: Whether the processors were busy.
  package static func processorsBusy(processorNanoseconds: UInt64?, wallNanoseconds: UInt64) -> Bool
  {
    processorNanoseconds.map { $0 > wallNanoseconds / busyProcessorShare } ?? false
  }
}
