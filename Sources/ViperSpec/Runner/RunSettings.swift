/// How scenarios run: the record mode for transcripts and where recordings go.
package struct RunSettings: Sendable {
  /// Whether transcript blocks are re-recorded.
  package var recordMode: RecordMode
  /// The writer for re-recorded blocks.
  package var recorder: DocStringRecorder

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - recordMode: Whether transcript blocks are re-recorded.
  ///   - recorder: The writer for re-recorded blocks.
  package init(recordMode: RecordMode = .never, recorder: DocStringRecorder = .shared) {
    self.recordMode = recordMode
    self.recorder = recorder
  }
}
