import Foundation
import ViperMocks

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Failures raised where no test was running, which fail the process as it exits.
///
/// Each is written to standard error at once, and the process, which runs tests since it links
/// `ViperTesting`, then exits with a failing status even if every test passed, so that CI cannot
/// miss one. As it exits, journals still alive are checked for unasserted entries too.
enum OutsideTestFailures {
  private static let count = LockedState(0)

  /// Writes the failure to standard error and makes the process's exit status a failure.
  static func report(_ message: String, at location: SourceCodeLocation?) {
    let place = location.map { "\($0): " } ?? ""
    let text = "\(place)error: ViperSpec: failure outside any test: \(message)\n"
    FileHandle.standardError.write(Data(text.utf8))
    count.withLock { $0 += 1 }
    installExitCheck()
  }

  /// Arranges, once, for the process's exit to check the journals still alive and to fail the
  /// exit status if any failure was raised outside a test.
  static func installExitCheck() {
    _ = exitCheckInstalled
  }

  private static let exitCheckInstalled: Bool = {
    atexit(checkAsTheProcessExits)
    return true
  }()

  /// How many failures were raised outside any test in this process.
  static var reported: Int {
    count.withLock { $0 }
  }
}

/// Runs as the process exits: journals still alive are checked, and if any failure was raised
/// outside a test, standard output is flushed and the status replaced by a failure.
private func checkAsTheProcessExits() {
  Journal.waitForReportsInFlight(upToMilliseconds: 200)
  // Before the pending failures are taken: a process may exit from a thread other than the main
  // one, and a report from there waits for the main thread, which runs nothing any more.
  Journal.reportLeftoversOfLiveJournals()
  XCTestRunTracker.shared.reportPendingFailures(outside: OutsideTestFailures.report)
  let failures = OutsideTestFailures.reported
  guard failures > 0 else { return }
  let text = "error: ViperSpec: \(failures) failure(s) outside any test; the process fails\n"
  FileHandle.standardError.write(Data(text.utf8))
  fflush(nil)
  _exit(1)
}
