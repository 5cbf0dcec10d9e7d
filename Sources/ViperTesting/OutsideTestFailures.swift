import Foundation
import ViperMocks

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Failures raised where no test was running: each is written to standard error at once, and the
/// process, which runs tests since it links `ViperTesting`, then exits with a failing status even
/// if every test passed, so that CI cannot miss one.
enum OutsideTestFailures {
  private static let count = LockedState(0)

  /// Writes the failure to standard error and makes the process's exit status a failure.
  static func report(_ message: String, at location: SourceCodeLocation?) {
    let place = location.map { "\($0): " } ?? ""
    let text = "\(place)error: ViperSpec: failure outside any test: \(message)\n"
    FileHandle.standardError.write(Data(text.utf8))
    let isFirst = count.withLock { count in
      count += 1
      return count == 1
    }
    if isFirst { atexit(exitWithFailure) }
  }

  /// How many failures were raised outside any test in this process.
  static var reported: Int {
    count.withLock { $0 }
  }
}

/// Runs as the process exits: standard output is flushed and the status replaced by a failure.
private func exitWithFailure() {
  let failures = OutsideTestFailures.reported
  let text = "error: ViperSpec: \(failures) failure(s) outside any test; the process fails\n"
  FileHandle.standardError.write(Data(text.utf8))
  fflush(nil)
  _exit(1)
}
