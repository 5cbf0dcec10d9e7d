import Foundation
import ViperSpecCLI

/// Reads the modules of `Tests/AdoptFixture` as the files of a package under test.
enum AdoptFixtureSources {
  /// The files of one fixture folder, each under a module's folder.
  ///
  /// - Parameters:
  ///   - folder: The fixture's folder, such as `Classic`.
  ///   - names: The files to read.
  ///   - module: The module's folder in the package, such as `Sources/Shop/`.
  /// - Returns: Each file's contents by its path in the package.
  static func read(_ folder: String, _ names: [String], into module: String) -> [String: String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../AdoptFixture/\(folder)").standardized
    var sources: [String: String] = [:]
    for name in names {
      let path = url.appendingPathComponent(name).path
      sources[module + name] =
        (try? Data(contentsOfFileAt: path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    return sources
  }
}
