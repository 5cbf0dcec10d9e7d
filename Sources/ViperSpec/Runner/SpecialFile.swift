/// A path among the specs that the run never opens: a pipe, a socket, a device, or a link that
/// loops or leads to nothing.
///
/// Reading a pipe can block for ever (one nobody writes to) and a device can never end, so the
/// run names one and never opens it. A link that loops or leads to nothing holds no spec, and
/// skipping it without a word would hide a spec that was meant to run.
package struct SpecialFile: Equatable, Sendable {
  /// What it is, as a sentence says it: `a named pipe`, `a character device`, `a link that loops`.
  package let kind: String
  /// Whether it is a link that reaches no file, as opposed to a file of a special kind.
  package let isBrokenLink: Bool

  /// Creates the description of a special file.
  ///
  /// - Parameters:
  ///   - kind: What it is, as a sentence says it.
  ///   - isBrokenLink: Whether it is a link that reaches no file.
  package init(kind: String, isBrokenLink: Bool = false) {
    self.kind = kind
    self.isBrokenLink = isBrokenLink
  }

  /// The special file at a path, following symbolic links as opening it would.
  ///
  /// `nil` for a regular file, a folder or a path that does not exist.
  ///
  /// - Parameter path: The path.
  package init?(at path: String) {
    guard case .special(let special) = SpecPathKind(at: path) else { return nil }
    self = special
  }

  /// Why the run did not read the file, and what to do.
  package var reason: String {
    guard !isBrokenLink else {
      return """
        It is \(kind), not a file: the run cannot read a spec through it. To fix, point the link \
        at a spec file or folder, or remove it.
        """
    }
    return """
      It is \(kind), not a file: the run did not open it, since reading one can wait for ever. \
      Specs are read from regular files. To fix, move it out of the spec folders.
      """
  }
}
