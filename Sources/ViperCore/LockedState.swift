#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a mutex that ThreadSanitizer understands, for the state of stores, mocks
/// and fakes.
///
/// It has the shape of the standard library's `Mutex`, which it replaces here and in test doubles:
/// on Linux that `Mutex` synchronizes through atomics the sanitizer cannot see, so `swift test
/// --sanitize=thread` reports every access inside `withLock` as a data race. `LockedState` locks a
/// POSIX mutex, which the sanitizer intercepts, so its reports are real races only. Keep the
/// closures short and never suspend or call back into the same state inside them.
///
/// ```swift
/// final class MockAuthenticator: Authenticating {
///   private let calls = LockedState<[String]>([])
///   func signIn(_ account: String) { calls.withLock { $0.append(account) } }
/// }
/// ```
public final class LockedState<State: ~Copyable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var state: State

  /// Creates the guarded value.
  ///
  /// - Parameter initialState: The value the lock starts guarding.
  public init(_ initialState: consuming sending State) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    state = initialState
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs a closure with exclusive access to the value and returns its result.
  ///
  /// - Parameter body: Reads or changes the value; it runs while the lock is held.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the lock is released either way.
  public func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending State) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
