import Foundation

/// Records an `expectTranscript` call's actual transcript into its literal, in the test's own
/// source file, when the record mode asks for it.
///
/// The test still fails, so the change is reviewed: the message names the file and line. A
/// process may rewrite several literals of one file; each later call's line is moved by the
/// lines the earlier rewrites added above it. A call that runs more than once (a loop, a
/// parameterized test) is rewritten once, and refused if a later run differs.
package enum InlineRecording {
  /// One rewrite done in this process.
  private struct Rewrite {
    /// The call's line as compiled.
    let callLine: Int
    /// The literal's first line as compiled.
    let literalLine: Int
    /// How many lines the file gained at the literal.
    let addedLines: Int
    /// What was recorded.
    let transcript: String
  }

  /// The rewrites so far, by file path.
  private static let rewrites = LockedState([String: [Rewrite]]())

  /// Whether a mismatch is to be recorded into the source.
  ///
  /// Every one is with `all`, an empty expectation with `missing` asked for by name. The
  /// default, `missing` by omission, never touches source, since an empty literal may mean
  /// "nothing happened" on purpose.
  ///
  /// - Parameters:
  ///   - expected: The literal's transcript.
  ///   - environment: The process's environment.
  /// - Returns: Whether to record.
  /// - Throws: `RecordModeError` for a `VIPERSPEC_RECORD` that is no mode.
  package static func shouldRecord(
    expected: String,
    environment: [String: String]
  ) throws(RecordModeError) -> Bool {
    switch try RecordMode.resolve(environment: environment) {
    case .all: true
    case .missing:
      environment[RecordMode.environmentVariable]?.trimmingSpaces().lowercased() == "missing"
        && TranscriptComparison.normalized(expected).isEmpty
    case .never: false
    }
  }

  /// Writes the transcript into the literal of the call at the location.
  ///
  /// - Parameters:
  ///   - transcript: The actual transcript.
  ///   - location: The `expectTranscript` call, as compiled.
  /// - Returns: What to tell the test: where the transcript was recorded, or why it was not.
  package static func record(_ transcript: String, at location: SourceCodeLocation) -> String {
    let path = location.filePath
    let outcome = rewrites.withLock { rewrites -> Result<Int, InlineRecordingError> in
      let done = rewrites[path] ?? []
      if let earlier = done.first(where: { $0.callLine == location.line }) {
        guard earlier.transcript == transcript else {
          return .failure(
            InlineRecordingError(
              "This expectation ran more than once in this run with different transcripts, so "
                + "no one of them can be recorded. To fix, update it by hand from the diff."
            )
          )
        }
        return .success(shifted(location.line, by: done))
      }
      do throws(InlineRecordingError) {
        let text = try SourceFile.read(path)
        let line = shifted(location.line, by: done)
        let literal = try InlineTranscriptLiteral(in: text, line: line, column: location.column)
        let (rewritten, added) = try literal.replacing(with: transcript)
        try SourceFile.write(rewritten, to: path)
        rewrites[path, default: []].append(
          Rewrite(
            callLine: location.line,
            literalLine: literal.firstLine - (line - location.line),
            addedLines: added,
            transcript: transcript
          )
        )
        return .success(line)
      } catch {
        return .failure(error)
      }
    }
    switch outcome {
    case .success(let line):
      return """
        Recorded the actual transcript into \(location.fileID):\(line), as \
        \(RecordMode.environmentVariable) asked; the test fails so that the change is reviewed.

        To fix, review the change with git diff and run the tests again without \
        \(RecordMode.environmentVariable).
        """
    case .failure(let error):
      return "Could not record the transcript into \(location.fileID):\(location.line): \(error)"
    }
  }

  /// A compiled line moved by the lines earlier rewrites added above it.
  private static func shifted(_ line: Int, by rewrites: [Rewrite]) -> Int {
    line + rewrites.filter { $0.literalLine < line }.reduce(0) { $0 + $1.addedLines }
  }
}
