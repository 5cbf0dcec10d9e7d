import Foundation

/// A drill's own folder, unique to its process, removed when the drill ends.
struct DrillFolder: ~Copyable {
  let url: URL

  init(_ drill: String) {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-drills-\(drill)-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: url)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
