#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the whole process has used: how the harness tells a process that works
/// without a sign the harness can see (a task spinning, or yielding on the main actor again and
/// again) from one that waits for ever.
///
/// A pass through the main queue or the pool returns at once in both, since each step of such
/// work is short; only the time spent on the processors tells them apart.
enum ProcessCPUTime {
  /// The processor time used so far, in nanoseconds; `nil` where the platform cannot say.
  static var nanoseconds: UInt64? {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return nil }
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    #else
    return nil
    #endif
  }
}
