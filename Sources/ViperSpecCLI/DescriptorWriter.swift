#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to a file descriptor, returning a failure instead of stopping the process:
/// Foundation's `FileHandle.write(_:)` stops it on a full disk or a file too large (on Linux, even
/// `write(contentsOf:)` does), where a run should end with its status and say why.
enum DescriptorWriter {
  /// Writes all of a text.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - descriptor: The file descriptor, such as `STDOUT_FILENO`.
  /// - Returns: What went wrong, if the text could not be written whole.
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> String? {
    write(Array(text.utf8), to: descriptor)
  }

  /// Writes all of some bytes.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - descriptor: The file descriptor.
  /// - Returns: What went wrong, if the bytes could not be written whole.
  @discardableResult
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return String(cString: strerror(errno)) }
      offset += written
    }
    return nil
  }

  #if canImport(Glibc)
  private static let systemWrite = Glibc.write
  #elseif canImport(Darwin)
  private static let systemWrite = Darwin.write
  #endif
}
