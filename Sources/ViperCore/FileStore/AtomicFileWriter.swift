import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents atomically: write a temporary file, sync it, rename it over the file.
///
/// A crash at any point leaves either the old file or the new one, never a mix; the directory is
/// synced after the rename so the new name survives a power loss. The temporary file is named
/// `.<name>.compacting-<process>-<number>` and created exclusively, never through a link, so it
/// never truncates or follows a file someone else put there; one an earlier crash left is
/// removed by the next replacement, which holds the store's writer lock. A path that is a
/// symbolic link is followed: the new contents replace the link's target, in the target's
/// folder, and the link stays. The new file keeps the old one's permissions.
enum AtomicFileWriter {
  /// Numbers this process's temporary files.
  private static let temporaryFiles = LockedState(0)

  /// Replaces the file at the path, or the file a link there names, with the data, atomically.
  ///
  /// - Parameters:
  ///   - path: The file to replace, which exists.
  ///   - data: The new contents.
  /// - Throws: `DataStoreError.io` naming the path and the system error.
  static func replace(_ path: String, with data: Data) throws(DataStoreError) {
    let target = try resolvingLinks(path)
    removeLeftovers(beside: target)
    var original = stat()
    guard stat(target, &original) == 0 else { throw .system(path, "cannot read the file's status") }
    let (temporary, descriptor) = try createTemporaryFile(beside: target, for: path)
    guard fchmod(descriptor, original.st_mode & 0o7777) == 0 else {
      close(descriptor)
      unlink(temporary)
      throw .system(path, "cannot give \(temporary) the file's permissions")
    }
    var written = 0
    let count = data.count
    let writeError: DataStoreError? = data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return nil }
      while written < count {
        let result = write(descriptor, base + written, count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return .system(path, "cannot write \(temporary)")
        }
        written += result
      }
      return nil
    }
    if let writeError {
      close(descriptor)
      unlink(temporary)
      throw writeError
    }
    guard fsync(descriptor) == 0 else {
      close(descriptor)
      unlink(temporary)
      throw .system(path, "cannot sync \(temporary)")
    }
    close(descriptor)
    guard rename(temporary, target) == 0 else {
      unlink(temporary)
      throw .system(path, "cannot rename \(temporary)")
    }
    let directoryDescriptor = open(folder(of: target), O_RDONLY)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  /// Makes sure that ``replace(_:with:)`` can create its temporary file beside the file, so that a
  /// folder that cannot take it is reported when a store first writes, not at its first
  /// compaction, long after.
  ///
  /// - Parameter path: The file, which exists.
  /// - Throws: `DataStoreError.io` naming the path, the temporary file and the system error.
  static func checkCanReplace(_ path: String) throws(DataStoreError) {
    let target = try resolvingLinks(path)
    let (temporary, descriptor) = try createTemporaryFile(beside: target, for: path)
    close(descriptor)
    unlink(temporary)
  }

  /// Creates a temporary file of a new name beside the target, exclusively and never through a
  /// link.
  private static func createTemporaryFile(
    beside target: String,
    for path: String
  ) throws(DataStoreError) -> (path: String, descriptor: Int32) {
    while true {
      let number = temporaryFiles.withLock { count in
        defer { count += 1 }
        return count
      }
      let temporary = temporaryPrefix(for: target) + "\(getpid())-\(number)"
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      if descriptor >= 0 { return (temporary, descriptor) }
      guard errno == EEXIST else {
        throw .system(
          path,
          "cannot create \(temporary), where the store writes its compacted file; make the "
            + "folder writable or move the store"
        )
      }
    }
  }

  /// Removes the temporary files a crash left beside the target: no one else writes one while
  /// the caller holds the store's writer lock.
  private static func removeLeftovers(beside target: String) {
    let prefix = temporaryPrefix(for: target)
    let folder = folder(of: target)
    let prefixName = String(prefix.dropFirst(folder.count + 1))
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(prefixName) { unlink(folder + "/" + name) }
  }

  /// The file a path names once every symbolic link on the way is followed.
  private static func resolvingLinks(_ path: String) throws(DataStoreError) -> String {
    guard let resolved = realpath(path, nil) else {
      throw .system(path, "cannot follow the path to its file")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func temporaryPrefix(for target: String) -> String {
    folder(of: target) + "/." + URL(fileURLWithPath: target).lastPathComponent + ".compacting-"
  }

  private static func folder(of path: String) -> String {
    URL(fileURLWithPath: path).deletingLastPathComponent().path
  }
}
