import Foundation
import ViperMocks

/// A writer that re-records a step's fenced block in place, keeping the rest of the file intact.
///
/// Several scenarios of one file may record in the same run, in parallel; the recorder
/// serializes the writes and remembers how many lines each write added, so later blocks are
/// still found at their shifted positions.
package final class DocStringRecorder: Sendable {
  private struct Edit {
    var originalLine: Int
    var delta: Int
  }

  /// The recorder the runner uses for the whole process.
  package static let shared = DocStringRecorder()

  private let edits = LockedState<[String: [Edit]]>([:])

  /// Creates a recorder with no edits.
  package init() {}

  /// Replaces the lines between a doc string's fences, or adds a fenced block under the step.
  ///
  /// - Parameters:
  ///   - text: The new content.
  ///   - docString: The existing block, or nil to add one under the step.
  ///   - stepLocation: The step's location, for adding a block.
  ///   - stepText: The step's text, to check that the step is still where the parse found it.
  ///   - path: The spec file.
  /// - Returns: The line of the opening fence after the write.
  /// - Throws: A `DocStringRecorderError` when the file changed after it was read, so that the
  ///   lines to replace are no longer where the parse found them; the file system's error when
  ///   the file cannot be read or written.
  package func record(
    _ text: String,
    replacing docString: GherkinDocString?,
    under stepLocation: GherkinLocation,
    stepText: String,
    in path: String
  ) throws -> Int {
    try edits.withLock { edits in
      let url = URL(fileURLWithPath: path)
      let original = try SpecLoader.readText(path)
      var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let fileEdits = edits[path] ?? []
      func current(_ line: Int) -> Int {
        line + fileEdits.filter { $0.originalLine < line }.reduce(0) { $0 + $1.delta }
      }
      let indent: String
      let content =
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
      let opening: Int
      let replaced: Range<Int>
      let newLines: [String]
      if let docString {
        indent = String(repeating: " ", count: docString.indent)
        opening = current(docString.location.line)
        replaced = opening..<(current(docString.closingLine) - 1)
        let oldLineCount =
          docString.content.isEmpty
          ? 0 : docString.content.split(separator: "\n", omittingEmptySubsequences: false).count
        try Self.verify(
          lines,
          path: path,
          fenceLines: [opening, current(docString.closingLine)],
          fence: docString.delimiter,
          contentLines: oldLineCount
        )
        newLines = content.map { $0.isEmpty ? "" : indent + $0 }
      } else {
        opening = current(stepLocation.line) + 1
        try Self.verify(lines, path: path, stepLine: opening - 1, stepText: stepText)
        let stepIndent = lines[opening - 2].prefix { $0 == " " }.count
        indent = String(repeating: " ", count: stepIndent + 2)
        replaced = (opening - 1)..<(opening - 1)
        newLines =
          [indent + "```"] + content.map { $0.isEmpty ? "" : indent + $0 } + [indent + "```"]
      }
      lines.replaceSubrange(replaced, with: newLines)
      let newText = lines.joined(separator: "\n")
      if docString == nil, Self.leavesDetached(newText, path: path, stepLine: opening - 1) {
        var error = DocStringRecorderError(path: path, line: opening - 1, expected: "", found: nil)
        error.isDetached = true
        throw error
      }
      try Data(newText.utf8).write(to: url, options: .atomic)
      let anchor = docString?.location.line ?? stepLocation.line
      edits[path, default: []].append(
        Edit(originalLine: anchor, delta: newLines.count - replaced.count)
      )
      return opening
    }
  }

  /// Whether the step at the line, read again from the new text, still has no block: an earlier
  /// fence left open in a description swallows the one written under it.
  private static func leavesDetached(_ text: String, path: String, stepLine: Int) -> Bool {
    guard case .success(let document) = SpecLoader.parse(text, path: path).document,
      let feature = document.feature
    else { return false }
    guard let step = feature.allSteps.first(where: { $0.location.line == stepLine }) else {
      return false
    }
    return step.docString == nil
  }

  /// Checks that both fences stand where the parse found them, with the block's lines between.
  private static func verify(
    _ lines: [String],
    path: String,
    fenceLines: [Int],
    fence: String,
    contentLines: Int
  ) throws(DocStringRecorderError) {
    for line in fenceLines {
      let text = lines.indices.contains(line - 1) ? lines[line - 1] : nil
      guard let text, text.drop(while: { $0 == " " }).hasPrefix(fence) else {
        throw DocStringRecorderError(
          path: path,
          line: line,
          expected: "a \(fence) fence",
          found: text
        )
      }
    }
    guard fenceLines[1] - fenceLines[0] - 1 == contentLines else {
      throw DocStringRecorderError(
        path: path,
        line: fenceLines[0],
        expected: "a block of \(contentLines) line(s)",
        found: "\(fenceLines[1] - fenceLines[0] - 1) line(s)"
      )
    }
  }

  /// Checks that the step stands where the parse found it.
  private static func verify(
    _ lines: [String],
    path: String,
    stepLine: Int,
    stepText: String
  ) throws(DocStringRecorderError) {
    let text = lines.indices.contains(stepLine - 1) ? lines[stepLine - 1] : nil
    guard let text, text.hasSuffix(stepText) else {
      throw DocStringRecorderError(
        path: path,
        line: stepLine,
        expected: "the step '\(stepText)'",
        found: text
      )
    }
  }
}
