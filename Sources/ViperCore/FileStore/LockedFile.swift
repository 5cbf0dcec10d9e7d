import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open store file holding an advisory lock (`flock`), released when the object is freed.
///
/// Writers take the lock exclusively and readers shared, so processes sharing a store file take
/// turns and never interleave or miss each other's writes. Because compaction replaces the file,
/// opening checks after locking that the path still names the locked file, and starts again if
/// not. The lock is held only inside synchronous code, never across a suspension, so a waiting
/// thread always waits for a holder that is running.
final class LockedFile {
  let path: String
  /// The file's status when it was locked: while the lock is held, only its holder changes it.
  let status: FileStatus
  private let descriptor: Int32

  /// Opens and locks the file, or returns `nil` when a reader finds no file.
  ///
  /// - Parameters:
  ///   - path: The store file.
  ///   - forWriting: Takes the lock exclusively, creating the file (empty) if it is missing.
  /// - Returns: The locked file, or `nil` when `forWriting` is false and there is no file.
  /// - Throws: `DataStoreError.io` when the file cannot be created, opened or locked.
  static func acquire(_ path: String, forWriting: Bool) throws(DataStoreError) -> LockedFile? {
    var madeFolder = false
    while true {
      let descriptor = forWriting ? open(path, O_RDWR | O_CREAT, 0o644) : open(path, O_RDONLY)
      guard descriptor >= 0 else {
        guard errno == ENOENT else { throw .system(path, "cannot open the file") }
        guard forWriting else { return nil }
        // Still missing once its folder exists: a symbolic link into a folder that does not.
        guard !madeFolder else {
          throw .system(path, "cannot create the file where the path leads")
        }
        try createFolder(of: path)
        madeFolder = true
        continue
      }
      let file = try LockedFile(path: path, descriptor: descriptor, exclusive: forWriting)
      if let current = try status(ofPath: path), file.status.isSameFile(as: current) {
        return file
      }
    }
  }

  /// The status of the file a path names now, or `nil` when there is none.
  static func status(ofPath path: String) throws(DataStoreError) -> FileStatus? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw .system(path, "cannot read the file's status")
    }
    return FileStatus(status)
  }

  private static func createFolder(of path: String) throws(DataStoreError) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .io(path: path, reason: "cannot create the folder \(folder): \(error)")
    }
  }

  /// Takes ownership of a descriptor and locks it; the descriptor is closed if that fails.
  private init(path: String, descriptor: Int32, exclusive: Bool) throws(DataStoreError) {
    while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 {
      guard errno == EINTR else {
        let error = DataStoreError.system(path, "cannot lock the file")
        close(descriptor)
        throw error
      }
    }
    var locked = stat()
    guard fstat(descriptor, &locked) == 0 else {
      let error = DataStoreError.system(path, "cannot read the file's status")
      close(descriptor)
      throw error
    }
    self.path = path
    self.descriptor = descriptor
    self.status = FileStatus(locked)
  }

  deinit {
    close(descriptor)
  }

  /// Reads the bytes from an offset to the end of the file, as long as it was when locked: while
  /// the lock is held, no store changes it.
  func bytes(from offset: Int) throws(DataStoreError) -> [UInt8] {
    let count = max(status.size - offset, 0)
    var result = [UInt8](repeating: 0, count: count)
    var read = 0
    while read < count {
      let chunk = result.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return pread(descriptor, base + read, count - read, off_t(offset + read))
      }
      if chunk < 0 {
        if errno == EINTR { continue }
        throw .system(path, "cannot read the file")
      }
      // Shorter than it was when locked: someone outside the lock cut it.
      if chunk == 0 { return Array(result[..<read]) }
      read += chunk
    }
    return result
  }

  /// Writes bytes at an offset, cutting off whatever followed it, and syncs them to disk.
  func write(
    _ bytes: [UInt8],
    at offset: Int,
    replacingFrom currentSize: Int
  ) throws(DataStoreError) {
    if currentSize > offset { try truncate(to: offset) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { buffer in
        pwrite(descriptor, buffer.baseAddress, buffer.count, off_t(offset + written))
      }
      if count < 0 {
        if errno == EINTR { continue }
        let error = DataStoreError.system(path, "cannot write the file")
        try? truncate(to: offset)
        throw error
      }
      written += count
    }
    guard fsync(descriptor) == 0 else {
      let error = DataStoreError.system(path, "cannot sync the file")
      try? truncate(to: offset)
      throw error
    }
  }

  private func truncate(to length: Int) throws(DataStoreError) {
    guard ftruncate(descriptor, off_t(length)) == 0 else {
      throw .system(path, "cannot cut the file back to \(length) bytes")
    }
  }
}
