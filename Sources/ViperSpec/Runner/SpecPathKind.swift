#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path among the specs is, as the system's stat call sees it through its links.
///
/// The type is decided before anything opens the path, and the path is never opened to find
/// out: `/dev/stdin` is a link to `/proc/self/fd/0`, whose target reads `pipe:[123]` and
/// resolves to no path at all, yet opening it reads the pipe.
package enum SpecPathKind: Equatable, Sendable {
  /// A regular file.
  case file
  /// A folder, with its device and inode, which name it however it is reached.
  case folder(device: UInt64, inode: UInt64)
  /// A file the run never opens, or a link that reaches no file.
  case special(SpecialFile)
  /// Nothing: no file, folder or link has the name.
  case missing

  /// The kind of the path, following links as opening the path would.
  ///
  /// - Parameter path: The path.
  package init(at path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      let failure = errno
      var linkStatus = stat()
      guard lstat(path, &linkStatus) == 0 else {
        self = .missing
        return
      }
      if failure == ELOOP {
        self = .special(SpecialFile(kind: "a link that loops", isBrokenLink: true))
      } else {
        let kind = "a link to nothing: \(Self.target(ofLink: path))"
        self = .special(SpecialFile(kind: kind, isBrokenLink: true))
      }
      return
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: self = .file
    case S_IFDIR:
      self = .folder(
        device: UInt64(truncatingIfNeeded: status.st_dev),
        inode: UInt64(truncatingIfNeeded: status.st_ino)
      )
    case S_IFSOCK: self = .special(SpecialFile(kind: "a socket"))
    case S_IFCHR: self = .special(SpecialFile(kind: "a character device"))
    case S_IFBLK: self = .special(SpecialFile(kind: "a block device"))
    case S_IFIFO: self = .special(SpecialFile(kind: "a named pipe"))
    default: self = .special(SpecialFile(kind: "a special file"))
    }
  }

  /// The size in bytes of the file at the path, through its links; `nil` when it cannot be told.
  ///
  /// - Parameter path: The path of a file.
  /// - Returns: Its size.
  package static func size(ofFileAt path: String) -> Int64? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return Int64(status.st_size)
  }

  /// Whether the path itself is a symbolic link, whatever it leads to.
  ///
  /// - Parameter path: The path.
  /// - Returns: True for a link.
  package static func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// The text of a link, as it was written.
  private static func target(ofLink path: String) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return "(unreadable)" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
