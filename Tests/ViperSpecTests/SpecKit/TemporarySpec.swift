import Foundation

/// A spec file written to a per-test temporary folder, for tests that need a file on disk.
enum TemporarySpec {
  static func write(_ text: String, named name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viperspec-kit-tests/\(name)"
    )
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
