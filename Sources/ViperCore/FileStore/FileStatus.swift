#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path named when it was locked, and how long it was.
///
/// The identity only tells whether the path still names the file a lock was taken on (compaction
/// replaces it); whether anyone wrote to the file is told by its content, never by this (see
/// `StoreLog.catchUp(with:)`). The size is how far a locked file can be read.
struct FileStatus: Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int

  /// The status `stat` or `fstat` reported.
  init(_ status: stat) {
    device = UInt64(truncatingIfNeeded: status.st_dev)
    inode = UInt64(truncatingIfNeeded: status.st_ino)
    size = Int(status.st_size)
  }

  func isSameFile(as other: FileStatus) -> Bool {
    device == other.device && inode == other.inode
  }
}
