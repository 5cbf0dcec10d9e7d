import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a report goes: a regular file is replaced whole, so a reader never sees half a report;
/// anything else at the path (a symbolic link, a named pipe, a device such as `/dev/stderr`) is
/// written into, as a shell's `>` writes, never replaced by a file.
enum ReportFile {
  /// Writes a whole report.
  ///
  /// - Parameters:
  ///   - text: The report.
  ///   - path: Where it goes.
  /// - Returns: What went wrong, if the report could not be written.
  static func write(_ text: String, to path: String) -> String? {
    guard isSpecial(path) else {
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return nil
      } catch {
        return error.localizedDescription
      }
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    defer { close(descriptor) }
    return DescriptorWriter.write(text, to: descriptor)
  }

  /// What would keep a report from being written at a path, found by opening it for writing (and
  /// removing it again if it was not there): for a run that takes minutes, said before it.
  ///
  /// - Parameter path: Where the report goes.
  /// - Returns: What is wrong, or `nil` when it can be written.
  static func problemWriting(at path: String) -> String? {
    guard !path.isEmpty else { return "the path is empty" }
    var isFolder: ObjCBool = false
    let existed = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    if existed, isFolder.boolValue { return "it is a folder" }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    close(descriptor)
    if !existed { unlink(path) }
    return nil
  }

  /// Opens a file to stream a report into, as it is written.
  ///
  /// - Parameter path: Where it goes.
  /// - Returns: The open file, or what went wrong.
  static func openStream(at path: String) -> Result<FileHandle, ReportFileError> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      return .failure(ReportFileError(String(cString: strerror(errno))))
    }
    return .success(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
  }

  /// Whether a stream's file is still the one at its path: a step that removes or replaces it
  /// leaves the stream writing to a file no one can read.
  ///
  /// - Parameters:
  ///   - file: The open file.
  ///   - path: The path it was opened at.
  /// - Returns: Whether the path still names the open file (or something other than a file).
  static func isStillAtPath(_ file: FileHandle, _ path: String) -> Bool {
    var open = stat()
    var named = stat()
    guard fstat(file.fileDescriptor, &open) == 0 else { return true }
    guard (open.st_mode & S_IFMT) == S_IFREG else { return true }
    guard stat(path, &named) == 0 else { return false }
    return open.st_dev == named.st_dev && open.st_ino == named.st_ino
  }

  /// The file a path names, through symbolic links, dangling ones too (a report creates their
  /// target), and `.` and `..`: two paths that name one file give the same.
  ///
  /// - Parameter path: A path.
  /// - Returns: The absolute path of the file it names.
  static func resolved(_ path: String) -> String {
    var url = URL(fileURLWithPath: path).standardizedFileURL
    // At most as many links as the system follows.
    for _ in 0..<40 {
      let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
      url = folder.appendingPathComponent(url.lastPathComponent)
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
      else { break }
      url = URL(fileURLWithPath: target, relativeTo: folder).standardizedFileURL
    }
    return url.path
  }

  /// Whether a path names this process's standard output (`/dev/stdout`, `/dev/fd/1`, or the
  /// file or pipe it was redirected to).
  ///
  /// - Parameter path: A path.
  /// - Returns: Whether writing there writes where standard output goes.
  static func isStandardOutput(_ path: String) -> Bool {
    var named = stat()
    var output = stat()
    guard stat(path, &named) == 0, fstat(STDOUT_FILENO, &output) == 0 else { return false }
    return named.st_dev == output.st_dev && named.st_ino == output.st_ino
  }

  /// Whether something other than a regular file is at the path: a symbolic link (even to a
  /// regular file), a named pipe, a device or a socket.
  private static func isSpecial(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return false }
    return (info.st_mode & S_IFMT) != S_IFREG
  }
}
