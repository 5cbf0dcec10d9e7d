import Foundation

/// Records an `expectTranscript` call's actual transcript into its literal, in the test's own
/// source file, when the record mode asks for it.
///
/// The test still fails, so the change is reviewed: the message names the file and line. A
/// process may rewrite several literals of one file; each later call's line is moved by the
/// lines the earlier rewrites added above it. A call that runs more than once (a loop, a
/// parameterized test) is rewritten once; when two of its runs see different transcripts, matched
/// or not, it is refused, and a literal already rewritten goes back to what it was.
package enum InlineRecording {
  /// One rewrite done in this process.
  private struct Rewrite {
    /// The call's line and column as compiled.
    let callLine: Int
    let callColumn: Int
    /// The literal's first line as compiled.
    let literalLine: Int
    /// How many lines the file gained at the literal.
    var addedLines: Int
    /// The literal before and after.
    let original: String
    let recorded: String
  }

  /// An `expectTranscript` call, as compiled.
  private struct Site: Hashable {
    let path: String
    let line: Int
    let column: Int
  }

  private struct State {
    /// The rewrites so far, by file path.
    var rewrites: [String: [Rewrite]] = [:]
    /// The first transcript each call saw while recording, matched or recorded.
    var seen: [Site: String] = [:]
    /// The calls whose runs disagreed: never recorded again in this process.
    var conflicted: Set<Site> = []
  }

  private static let state = LockedState(State())

  /// Whether `VIPERSPEC_RECORD` is set at all: only then does a matching call need noting.
  package static let isRecording =
    ProcessInfo.processInfo.environment[RecordMode.environmentVariable] != nil

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

  /// Notes the transcript of a call that matched its literal, while recording.
  ///
  /// A call that another run recorded with a different transcript (a parameterized test whose
  /// cases differ) gets its literal back and fails.
  ///
  /// - Parameters:
  ///   - transcript: The actual transcript, which the literal holds.
  ///   - location: The `expectTranscript` call, as compiled.
  ///   - whileRecording: Whether `VIPERSPEC_RECORD` is set; read once from the environment.
  /// - Returns: Why the call fails, if it does.
  package static func noteMatch(
    _ transcript: String,
    at location: SourceCodeLocation,
    whileRecording: Bool = isRecording
  ) -> String? {
    guard whileRecording else { return nil }
    let site = Site(path: location.filePath, line: location.line, column: location.column)
    let conflict = state.withLock { state -> Bool in
      guard let earlier = state.seen[site] else {
        state.seen[site] = transcript
        return false
      }
      guard earlier != transcript else { return false }
      state.conflicted.insert(site)
      revert(site, in: &state)
      return true
    }
    return conflict ? refusal(at: location) : nil
  }

  /// Writes the transcript into the literal of the call at the location.
  ///
  /// - Parameters:
  ///   - transcript: The actual transcript.
  ///   - location: The `expectTranscript` call, as compiled.
  /// - Returns: What to tell the test: where the transcript was recorded, or why it was not.
  package static func record(_ transcript: String, at location: SourceCodeLocation) -> String {
    let path = location.filePath
    let site = Site(path: path, line: location.line, column: location.column)
    let outcome = state.withLock { state -> Result<Int, InlineRecordingError> in
      let done = state.rewrites[path] ?? []
      if let earlier = state.seen[site] {
        guard earlier == transcript, !state.conflicted.contains(site) else {
          state.conflicted.insert(site)
          revert(site, in: &state)
          return .failure(InlineRecordingError(refusalReason))
        }
        if done.contains(where: { $0.callLine == site.line && $0.callColumn == site.column }) {
          return .success(shifted(location.line, by: done))
        }
      }
      state.seen[site] = transcript
      if done.contains(where: { $0.callLine == site.line && $0.callColumn != site.column }) {
        return .failure(
          InlineRecordingError(
            "Another expectation on this line was recorded in this run, which moved this one. "
              + "To fix, run the tests again with \(RecordMode.environmentVariable) to record it."
          )
        )
      }
      do throws(InlineRecordingError) {
        let text = try SourceFile.read(path)
        let line = shifted(location.line, by: done)
        let literal = try InlineTranscriptLiteral(in: text, line: line, column: location.column)
        let (rewritten, added, recorded) = try literal.replacing(with: transcript)
        try SourceFile.write(rewritten, to: path)
        state.rewrites[path, default: []].append(
          Rewrite(
            callLine: location.line,
            callColumn: location.column,
            literalLine: literal.firstLine - (line - location.line),
            addedLines: added,
            original: literal.text,
            recorded: recorded
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

  private static let refusalReason =
    "This expectation ran more than once in this run with different transcripts, so no one of "
    + "them can be recorded, and the literal is left as it was. To fix, update it by hand from "
    + "the diff."

  private static func refusal(at location: SourceCodeLocation) -> String {
    "Could not record the transcript into \(location.fileID):\(location.line): \(refusalReason)"
  }

  /// Puts a literal this process rewrote back as it was, if it still stands where it was written.
  private static func revert(_ site: Site, in state: inout State) {
    guard var done = state.rewrites[site.path],
      let index = done.firstIndex(where: {
        $0.callLine == site.line && $0.callColumn == site.column
      }),
      let text = try? SourceFile.read(site.path)
    else { return }
    let rewrite = done[index]
    let others = Array(done[..<index] + done[(index + 1)...])
    let line = shifted(rewrite.literalLine, by: others)
    guard let start = startOfLine(line, in: text),
      let found = text[start...].range(of: rewrite.recorded)
    else { return }
    var restored = text
    restored.replaceSubrange(found, with: rewrite.original)
    guard (try? SourceFile.write(restored, to: site.path)) != nil else { return }
    done[index].addedLines = 0
    state.rewrites[site.path] = done
  }

  /// Where a line, from 1, starts in a text; a carriage return before a line feed belongs to the
  /// line before.
  private static func startOfLine(_ line: Int, in text: String) -> String.Index? {
    let bytes = text.utf8
    var index = bytes.startIndex
    for _ in 1..<max(line, 1) {
      guard let feed = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      index = bytes.index(after: feed)
    }
    return index
  }

  /// A compiled line moved by the lines earlier rewrites added above it.
  private static func shifted(_ line: Int, by rewrites: [Rewrite]) -> Int {
    line + rewrites.filter { $0.literalLine < line }.reduce(0) { $0 + $1.addedLines }
  }
}
