import Foundation

/// This test binary run again as a child process, to run a fixture test that must fail.
enum FixtureProcess {
  struct Outcome {
    let status: Int32
    /// Standard output and standard error, interleaved.
    let output: String
  }

  /// Runs the binary with the arguments, `VIPERSPEC_FIXTURE` naming the fixture, and waits for it
  /// on a thread of its own, so the pool stays free for the tests running beside it.
  ///
  /// - Parameters:
  ///   - arguments: The test runner's arguments: which fixture test to run.
  ///   - fixture: The value of `VIPERSPEC_FIXTURE`, which the fixture test skips without.
  ///   - timeout: For a fixture that could hang: how long it may run before it is terminated,
  ///     which its status then shows. A safety net, in real time; `nil` waits.
  /// - Returns: The child's exit status and output.
  /// - Throws: When the child cannot be started.
  static func run(
    arguments: [String],
    fixture: String,
    timeout: Duration? = nil
  ) async throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["VIPERSPEC_FIXTURE"] = fixture
    // The fixtures fail on purpose: recording would rewrite their wrong transcripts.
    environment["VIPERSPEC_RECORD"] = nil
    // Under AddressSanitizer, the toolchain's XCTest runner leaks at exit, which would change the
    // child's status; the leak check runs on the suite itself.
    let asan = environment["ASAN_OPTIONS"].map { "\($0):" } ?? ""
    environment["ASAN_OPTIONS"] = asan + "detect_leaks=0"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    if let timeout {
      let (seconds, attoseconds) = timeout.components
      let deadline =
        DispatchTime.now()  // real clock
        + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
      DispatchQueue.global().asyncAfter(deadline: deadline) {
        if process.isRunning { process.terminate() }
      }
    }
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        continuation.resume(returning: Outcome(status: process.terminationStatus, output: output))
      }
    }
  }
}
