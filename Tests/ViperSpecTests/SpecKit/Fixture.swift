import Foundation

/// Spec files for the spec kit's tests, read from the `Fixtures` folder beside this file.
enum Fixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  static func text(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }
}
