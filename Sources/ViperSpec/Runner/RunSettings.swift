/// How scenarios run: the record mode for transcripts, where recordings go, whether to run, and
/// the clock that stamps results.
package struct RunSettings: Sendable {
  /// Whether transcript blocks are re-recorded.
  package var recordMode: RecordMode
  /// The writer for re-recorded blocks.
  package var recorder: DocStringRecorder
  /// Whether steps are only matched against the library, without assembling a world or running.
  package var dryRun: Bool
  /// The clock that stamps when scenarios and steps start and finish, for reports.
  package var clock: any DateClock

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - recordMode: Whether transcript blocks are re-recorded.
  ///   - recorder: The writer for re-recorded blocks.
  ///   - dryRun: Whether steps are only matched, without running.
  ///   - clock: The clock for start and finish times; the system's by default.
  package init(
    recordMode: RecordMode = .never,
    recorder: DocStringRecorder = .shared,
    dryRun: Bool = false,
    clock: any DateClock = SystemClock()
  ) {
    self.recordMode = recordMode
    self.recorder = recorder
    self.dryRun = dryRun
    self.clock = clock
  }
}
