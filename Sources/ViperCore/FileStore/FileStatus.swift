#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path named when it was read, and how long it was.
///
/// Compaction, by any process, replaces the file, so a different device or inode means everything
/// must be read again; a longer file of the same identity means another writer appended.
struct FileStatus: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int

  init(device: UInt64, inode: UInt64, size: Int) {
    self.device = device
    self.inode = inode
    self.size = size
  }

  /// The status `stat` or `fstat` reported.
  init(_ status: stat) {
    self.init(
      device: UInt64(truncatingIfNeeded: status.st_dev),
      inode: UInt64(truncatingIfNeeded: status.st_ino),
      size: Int(status.st_size)
    )
  }

  func isSameFile(as other: FileStatus) -> Bool {
    device == other.device && inode == other.inode
  }
}
