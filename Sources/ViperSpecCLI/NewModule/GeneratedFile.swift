import Foundation

/// A file the generator writes: a new one, or the new contents of one it changes.
struct GeneratedFile: Equatable, Sendable {
  /// The path relative to the package root.
  let path: String
  /// The whole contents.
  let contents: String

  /// Writes files into a package, making their folders, each atomically.
  ///
  /// - Parameters:
  ///   - files: The files.
  ///   - packagePath: The package's folder.
  /// - Throws: A `SpecCommandError` naming the file that could not be written.
  static func write(_ files: [GeneratedFile], into packagePath: String) throws(SpecCommandError) {
    for file in files {
      let url = URL(fileURLWithPath: packagePath).appendingPathComponent(file.path)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(),
          withIntermediateDirectories: true
        )
        try Data(file.contents.utf8).write(to: url, options: .atomic)
      } catch {
        throw SpecCommandError("Could not write \(file.path): \(error.localizedDescription)")
      }
    }
  }
}
