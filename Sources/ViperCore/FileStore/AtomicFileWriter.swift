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
/// synced after the rename so the new name survives a power loss. A temporary file left by an
/// earlier crash is simply overwritten. A path that is a symbolic link is followed: the new
/// contents replace the link's target, in the target's folder, and the link stays.
enum AtomicFileWriter {
  /// Replaces the file at the path, or the file a link there names, with the data, atomically.
  ///
  /// - Parameters:
  ///   - path: The file to replace, which exists.
  ///   - data: The new contents.
  /// - Throws: `DataStoreError.io` naming the path and the system error.
  static func replace(_ path: String, with data: Data) throws(DataStoreError) {
    let target = try resolvingLinks(path)
    let temporary = temporaryPath(for: target)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .system(path, "cannot create \(temporary)") }
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
    let temporary = temporaryPath(for: try resolvingLinks(path))
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw .system(
        path,
        "cannot create \(temporary), where the store writes its compacted file; make the folder "
          + "writable or move the store"
      )
    }
    close(descriptor)
    unlink(temporary)
  }

  /// The file a path names once every symbolic link on the way is followed.
  private static func resolvingLinks(_ path: String) throws(DataStoreError) -> String {
    guard let resolved = realpath(path, nil) else {
      throw .system(path, "cannot follow the path to its file")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func temporaryPath(for target: String) -> String {
    let url = URL(fileURLWithPath: target)
    return folder(of: target) + "/." + url.lastPathComponent + ".tmp"
  }

  private static func folder(of path: String) -> String {
    URL(fileURLWithPath: path).deletingLastPathComponent().path
  }
}
