import Foundation

/// Which of the harness's two runtime fast paths this process takes, read once from the
/// `VIPERSPEC_RUNTIME` environment variable.
///
/// - Reading metadata: the renderer reads struct fields at the offsets the runtime reports and
///   tells enum cases apart through the runtime's value witnesses, instead of through `Mirror`
///   (about 1.3 µs an entry instead of several). On by default on Linux, where CI proves on every
///   run that both paths write the same transcripts; off by default on Apple platforms, whose
///   runtime this project cannot test, and never taken on arm64e, where those pointers are signed.
/// - Hooking the executor: the harness installs the runtime's global-executor enqueue hook, so a
///   clock wakes main-actor sleepers without a trip through the pool and knows when the pool's
///   jobs finish. On by default wherever the runtime exports the hook, except arm64e.
///
/// `VIPERSPEC_RUNTIME=safe` turns both off (settling then waits by the slower portable method:
/// a handshake per sleeper, and passes through the pool that only see its jobs start);
/// `VIPERSPEC_RUNTIME=fast` turns both on where the platform allows. Any other value is taken as
/// `safe`, with a warning on standard error.
package struct RuntimeMode: Sendable, Equatable {
  /// The environment variable that chooses the mode.
  package static let environmentVariable = "VIPERSPEC_RUNTIME"

  /// The mode of this process.
  package static let current = RuntimeMode(
    environmentValue: ProcessInfo.processInfo.environment[environmentVariable]
  )

  /// Whether the renderer reads struct fields and enum layouts from runtime metadata.
  package let readsMetadata: Bool
  /// Whether the harness installs the global-executor enqueue hook.
  package let hooksExecutor: Bool

  /// The mode a value of `VIPERSPEC_RUNTIME` chooses on this platform.
  ///
  /// - Parameters:
  ///   - value: The variable's value, or `nil` when it is not set.
  ///   - warn: Where a warning about an unknown value goes; standard error by default.
  package init(
    environmentValue value: String?,
    warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) {
    switch value {
    case nil, "":
      self.init(readsMetadata: Self.readsMetadataByDefault, hooksExecutor: true)
    case "fast":
      self.init(readsMetadata: true, hooksExecutor: true)
    case "safe":
      self.init(readsMetadata: false, hooksExecutor: false)
    case let value?:
      warn(
        // Quoted as a Swift literal, so a newline in the value cannot start a line of its own.
        "warning: ViperSpec: \(Self.environmentVariable)=\(String(reflecting: value)) is neither "
          + "safe nor fast; the harness takes the safe path."
      )
      self.init(readsMetadata: false, hooksExecutor: false)
    }
  }

  private init(readsMetadata: Bool, hooksExecutor: Bool) {
    #if _ptrauth(_arm64e)
    // Metadata and hook pointers are signed there: raw reads and writes would crash.
    self.readsMetadata = false
    self.hooksExecutor = false
    #else
    self.readsMetadata = readsMetadata
    self.hooksExecutor = hooksExecutor
    #endif
  }

  #if os(Linux)
  private static let readsMetadataByDefault = true
  #else
  private static let readsMetadataByDefault = false
  #endif
}
