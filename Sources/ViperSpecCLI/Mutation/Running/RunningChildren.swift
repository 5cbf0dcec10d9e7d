import Dispatch
import ViperCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process groups of the programs a mutate run has started and not yet seen end, so that an
/// interrupted run (Ctrl-C, a CI job's timeout) takes them with it.
///
/// Each child runs in a process group of its own, so that a time limit can stop it with its
/// children; the terminal's Ctrl-C then reaches the run alone. Without this, an interrupted run
/// would leave its test processes running, orphaned, for as long as a hanging mutant hangs.
enum RunningChildren {
  private static let groups = LockedState<Set<pid_t>>([])
  private static let sources = LockedState<[any DispatchSourceSignal]>([])

  /// Notes a child's process group.
  static func add(_ group: pid_t) {
    groups.withLock { _ = $0.insert(group) }
  }

  /// Forgets a child's process group, once it has ended.
  static func remove(_ group: pid_t) {
    groups.withLock { _ = $0.remove(group) }
  }

  /// From now on, an interrupt or a termination request kills every running child's group and
  /// ends the process with the status a shell gives a process that signal ended (130, 143).
  static func stopOnInterrupt() {
    sources.withLock { sources in
      guard sources.isEmpty else { return }
      for signalNumber in [SIGINT, SIGTERM] {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler {
          for group in groups.withLock({ $0 }) { kill(-group, SIGKILL) }
          exit(128 + signalNumber)
        }
        source.resume()
        sources.append(source)
      }
    }
  }
}
