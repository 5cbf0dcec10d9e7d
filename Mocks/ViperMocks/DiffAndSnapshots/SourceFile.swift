import Foundation
import ViperCore

/// Reads and writes a test's source file for inline recording, as UTF-8 text.
enum SourceFile {
  /// Reads the file.
  ///
  /// - Parameter path: The file, as `#filePath` names it.
  /// - Returns: Its text.
  /// - Throws: `InlineRecordingError` when it cannot be read, as when the tests run on a
  ///   machine other than the one that built them.
  static func read(_ path: String) throws(InlineRecordingError) -> String {
    guard let data = try? Data(contentsOfFileAt: path),
      let text = String(validating: data, as: UTF8.self)
    else {
      throw InlineRecordingError(
        "Cannot read the source file at \(path); recording needs the sources the tests were "
          + "built from."
      )
    }
    return text
  }

  /// Replaces the file's text, atomically, keeping the file where a symlink points.
  ///
  /// - Parameters:
  ///   - text: The new text.
  ///   - path: The file.
  /// - Throws: `InlineRecordingError` when it cannot be written.
  static func write(_ text: String, to path: String) throws(InlineRecordingError) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    do {
      try Data(text.utf8).write(to: target, options: .atomic)
    } catch {
      throw InlineRecordingError("Cannot write the source file at \(path): \(error).")
    }
  }
}
