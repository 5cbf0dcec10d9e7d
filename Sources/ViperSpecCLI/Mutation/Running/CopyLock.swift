import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock a mutate run holds on its package's scratch copy.
///
/// A second run on the same package (another module in a second CI job, say) waits for the
/// first instead of writing its mutants into the copy the first is building and testing. The
/// operating system frees it when the process ends, however it ends.
struct CopyLock: Sendable {
  private let descriptor: Int32

  /// Takes the lock, waiting for a run that holds it.
  ///
  /// - Parameters:
  ///   - folder: The folder that holds the copy.
  ///   - waiting: Called once if another run holds the lock, before waiting for it.
  /// - Returns: The lock, held.
  /// - Throws: A `SpecCommandError` when the lock file cannot be made.
  static func acquire(
    in folder: URL,
    waiting: () -> Void
  ) async throws(SpecCommandError) -> CopyLock {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("lock").path
    // Close-on-exec: a test process (or the crash reporter a crashing one starts) that outlived
    // the run would otherwise hold the lock, and every later run would wait for it.
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw SpecCommandError("\(path) cannot be made: \(String(cString: strerror(errno)))")
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      waiting()
      // A thread of its own waits, not one of the pool's.
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Thread {
          while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
          continuation.resume()
        }.start()
      }
    }
    return CopyLock(descriptor: descriptor)
  }

  /// Frees the lock.
  func release() {
    close(descriptor)
  }
}
