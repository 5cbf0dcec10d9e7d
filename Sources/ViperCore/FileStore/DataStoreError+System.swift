#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension DataStoreError {
  /// An I/O error for a system call that just failed, with the system's reason from `errno`.
  static func system(_ path: String, _ action: String) -> DataStoreError {
    .io(path: path, reason: "\(action): \(String(cString: strerror(errno)))")
  }
}
