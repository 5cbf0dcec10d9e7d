import Foundation

/// A path among the specs that is neither a regular file nor a folder: a pipe, a socket, a device.
///
/// Reading one can block for ever (a pipe nobody writes to) or never end (a device), so the run
/// names it and never opens it.
package struct SpecialFile: Equatable, Sendable {
  /// What it is, as a sentence says it: `a named pipe`, `a socket`, `a character device`.
  package let kind: String

  /// The special file at a path, following symbolic links.
  ///
  /// `nil` for a regular file, a folder or a path that does not exist.
  ///
  /// - Parameter path: The path.
  package init?(at path: String) {
    let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: real),
      let type = attributes[.type] as? FileAttributeType,
      type != .typeRegular, type != .typeDirectory, type != .typeSymbolicLink
    else { return nil }
    switch type {
    case .typeSocket: kind = "a socket"
    case .typeCharacterSpecial: kind = "a character device"
    case .typeBlockSpecial: kind = "a block device"
    default: kind = "a named pipe"  // Foundation knows a FIFO by no type of its own
    }
  }

  /// Why the run did not read the file, and what to do.
  package var reason: String {
    """
    It is \(kind), not a file: the run did not open it, since reading one can wait for ever. \
    Specs are read from regular files. To fix, move it out of the spec folders.
    """
  }
}
