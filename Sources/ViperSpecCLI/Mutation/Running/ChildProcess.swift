import Dispatch
package import Foundation
import ViperCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program mutate runs (`swift build`, a test binary), with its output kept in a file so that
/// a talkative test run never fills a pipe, and an optional time limit after which it is
/// stopped: a mutant that makes the tests hang is then reported as a timeout.
package struct ChildProcess: Sendable {
  /// How a run ended.
  package struct Ending: Equatable, Sendable {
    /// The exit status, or the signal's number when a signal stopped it.
    package var status: Int32
    /// Whether the time limit stopped it.
    package var timedOut: Bool
    /// What it wrote to its standard output and error.
    package var output: String
  }

  /// The program's path.
  var executable: String
  /// Its arguments.
  var arguments: [String]
  /// Its environment.
  var environment: [String: String]
  /// Its working folder.
  var folder: URL

  /// Describes a run.
  package init(executable: String, arguments: [String], environment: [String: String], folder: URL)
  {
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
    self.folder = folder
  }

  /// Runs the program to its end.
  ///
  /// It is started with `posix_spawn` in a process group of its own, through `/bin/sh` to enter
  /// its folder, and waited for with `waitpid` on a thread of its own. Foundation's `Process`
  /// on Linux now and then never calls the termination handler of a child that ended, which
  /// left a whole run waiting for one mutant among dozens; a time limit kills the whole group,
  /// so that a test process's own children go with it.
  ///
  /// - Parameters:
  ///   - limit: How long it may run; `nil` for as long as it takes.
  ///   - outputFile: Where its output goes while it runs.
  /// - Returns: How it ended.
  /// - Throws: A `SpecCommandError` when it cannot start.
  package func run(limit: Duration?, outputFile: URL) async throws(SpecCommandError) -> Ending {
    let output = open(outputFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard output >= 0 else {
      throw SpecCommandError(
        "\(outputFile.path) cannot be written: \(String(cString: strerror(errno)))"
      )
    }
    let pid: pid_t
    do {
      defer { close(output) }
      pid = try spawn(output: output)
    }
    RunningChildren.add(pid)
    defer { RunningChildren.remove(pid) }
    let state = LockedState((finished: false, timedOut: false))
    let status = await withCheckedContinuation {
      (continuation: CheckedContinuation<Int32, Never>) in
      let waiter = Thread {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        state.withLock { $0.finished = true }
        continuation.resume(returning: status)
      }
      waiter.start()
      if let limit {
        // Wall time on purpose: the limit is on the real process.
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(limit.wholeNanoseconds)) {
          state.withLock { state in
            guard !state.finished else { return }
            state.timedOut = true
            kill(-pid, SIGKILL)
          }
        }
      }
    }
    // `waitpid`'s status: the exit code in the second byte, or the signal in the low seven bits.
    let signal = status & 0x7f
    // Not `String(contentsOf:)`, which leaks a buffer for each empty file it reads on Linux.
    let data = (try? Data(contentsOfFileAt: outputFile.path)) ?? Data()
    let text = String(decoding: data, as: UTF8.self)
    return Ending(
      status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
      timedOut: state.withLock { $0.timedOut },
      output: text
    )
  }

  /// Starts the program, its output into a file and its input empty.
  private func spawn(output: Int32) throws(SpecCommandError) -> pid_t {
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
    #else
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, output, 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    )
    let shell = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path, executable]
    let argv = (shell + arguments).map { strdup($0) } + [nil]
    let envp =
      environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw SpecCommandError("\(executable) cannot start: \(String(cString: strerror(result)))")
    }
    return pid
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
