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
/// earlier crash is simply overwritten. The folder must exist: the store's writer lock made it.
enum AtomicFileWriter {
  /// Replaces the file at the path with the data, atomically.
  ///
  /// - Parameters:
  ///   - path: The file to replace or create, in an existing folder.
  ///   - data: The new contents.
  /// - Returns: The status of the new file, read before it took the path, so that it describes
  ///   this file even if another process replaces it again at once.
  /// - Throws: `DataStoreError.io` naming the path and the system error.
  @discardableResult
  static func replace(_ path: String, with data: Data) throws(DataStoreError) -> FileStatus {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/." + url.lastPathComponent + ".tmp"
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
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      close(descriptor)
      unlink(temporary)
      throw .system(path, "cannot read the status of \(temporary)")
    }
    close(descriptor)
    guard rename(temporary, path) == 0 else {
      unlink(temporary)
      throw .system(path, "cannot rename \(temporary)")
    }
    let directoryDescriptor = open(directory, O_RDONLY)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
    return FileStatus(status)
  }
}
