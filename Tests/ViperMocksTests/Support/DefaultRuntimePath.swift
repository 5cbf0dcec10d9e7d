import Foundation

/// Whether this process renders through runtime metadata: by default on Linux alone, and not
/// with `VIPERSPEC_RUNTIME=safe`, where values are read through `Mirror` only.
enum DefaultRuntimePath {
  #if os(Linux)
  static let readsMetadata = ProcessInfo.processInfo.environment["VIPERSPEC_RUNTIME"] != "safe"
  #else
  static let readsMetadata = false
  #endif
}
