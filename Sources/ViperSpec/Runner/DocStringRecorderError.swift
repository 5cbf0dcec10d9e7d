/// An error that a spec file changed between the parse and a recording, so nothing was written.
package struct DocStringRecorderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The spec file.
  package let path: String
  /// The line that no longer holds what the parse found there.
  package let line: Int
  /// What the parse found there.
  package let expected: String
  /// What the line holds now, or nil when the file is shorter.
  package let found: String?

  package var description: String {
    """
    Expected \(path):\(line) to hold \(expected), but it \(found.map { "holds '\($0)'" } ?? "is past the end of the file"). \
    The file changed after the specs were read, so nothing was written.

    Recording replaces lines by the positions the parse found; writing into a changed file would \
    overwrite the wrong lines.

    To fix, re-run the specs to record against the file as it is now.
    """
  }
}
