import Dispatch
import Foundation
import ViperCore

/// A program mutate runs (`swift build`, a test binary), with its output kept in a file so that
/// a talkative test run never fills a pipe, and an optional time limit after which it is
/// stopped: a mutant that makes the tests hang is then reported as a timeout.
struct ChildProcess: Sendable {
  /// How a run ended.
  struct Ending: Equatable, Sendable {
    /// The exit status, or the signal's number when a signal stopped it.
    var status: Int32
    /// Whether the time limit stopped it.
    var timedOut: Bool
    /// What it wrote to its standard output and error.
    var output: String
  }

  /// The program's path.
  var executable: String
  /// Its arguments.
  var arguments: [String]
  /// Its environment.
  var environment: [String: String]
  /// Its working folder.
  var folder: URL

  /// Runs the program to its end.
  ///
  /// - Parameters:
  ///   - limit: How long it may run; `nil` for as long as it takes.
  ///   - outputFile: Where its output goes while it runs.
  /// - Returns: How it ended.
  /// - Throws: A `SpecCommandError` when it cannot start.
  func run(limit: Duration?, outputFile: URL) async throws(SpecCommandError) -> Ending {
    guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
      let output = try? FileHandle(forWritingTo: outputFile)
    else {
      throw SpecCommandError("\(outputFile.path) cannot be written.")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = folder
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    let timedOut = TimeoutFlag()
    let status: Int32
    do {
      status = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { finished in
          continuation.resume(returning: finished.terminationStatus)
        }
        do {
          try process.run()
        } catch {
          process.terminationHandler = nil
          continuation.resume(throwing: error)
          return
        }
        if let limit {
          // Wall time on purpose: the limit is on the real process.
          DispatchQueue.global().asyncAfter(
            deadline: .now() + .nanoseconds(limit.wholeNanoseconds)
          ) {
            guard process.isRunning else { return }
            timedOut.set()
            process.terminate()
          }
        }
      }
    } catch {
      try? output.close()
      throw SpecCommandError("\(executable) cannot start: \(error.localizedDescription)")
    }
    try? output.close()
    let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    return Ending(status: status, timedOut: timedOut.isSet, output: text)
  }

  /// Finds a program on the `PATH`.
  ///
  /// - Parameters:
  ///   - name: The program, such as `swift`.
  ///   - environment: The environment whose `PATH` is searched.
  /// - Returns: Its path, if found.
  static func find(_ name: String, in environment: [String: String]) -> String? {
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}

/// Whether the time limit stopped a process: set on a timer's queue, read after it ended.
private final class TimeoutFlag: Sendable {
  private let flag = LockedState(false)
  func set() { flag.withLock { $0 = true } }
  var isSet: Bool { flag.withLock { $0 } }
}
