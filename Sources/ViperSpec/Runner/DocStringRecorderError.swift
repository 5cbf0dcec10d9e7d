/// An error that a spec file changed between the parse and a recording, or that a block added
/// under a step would be left detached: either way nothing was written.
package struct DocStringRecorderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The spec file.
  package let path: String
  /// The line that no longer holds what the parse found there.
  package let line: Int
  /// What the parse found there.
  package let expected: String
  /// What the line holds now, or nil when the file is shorter.
  package let found: String?

  /// Whether the block would be written where the step would not read it.
  package var isDetached = false

  package var description: String {
    if isDetached {
      return """
        Expected a block added under the step at \(path):\(line) to be read as the step's, but an \
        earlier fence (such as a ```` block holding ``` lines) would leave it detached, so \
        nothing was written: recording again would only add another copy.

        A block the step does not read records nothing and checks nothing.

        To fix, close the earlier fence with as many backticks as it opened with, then record \
        again.
        """
    }
    return """
      Expected \(path):\(line) to hold \(expected), but it \(found.map { "holds '\($0)'" } ?? "is past the end of the file"). \
      The file changed after the specs were read, so nothing was written.

      Recording replaces lines by the positions the parse found; writing into a changed file would \
      overwrite the wrong lines.

      To fix, re-run the specs to record against the file as it is now.
      """
  }
}
