/// How scenarios run: the record mode for transcripts, where recordings go, and whether to run.
package struct RunSettings: Sendable {
  /// Whether transcript blocks are re-recorded.
  package var recordMode: RecordMode
  /// The writer for re-recorded blocks.
  package var recorder: DocStringRecorder
  /// Whether steps are only matched against the library, without assembling a world or running.
  package var dryRun: Bool

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - recordMode: Whether transcript blocks are re-recorded.
  ///   - recorder: The writer for re-recorded blocks.
  ///   - dryRun: Whether steps are only matched, without running.
  package init(
    recordMode: RecordMode = .never,
    recorder: DocStringRecorder = .shared,
    dryRun: Bool = false
  ) {
    self.recordMode = recordMode
    self.recorder = recorder
    self.dryRun = dryRun
  }
}
