import Foundation
import ViperSpec

/// A spec file written to its own subfolder of a test suite's temporary folder.
///
/// The suite keeps the `TemporaryFolder` in a property, so the files live exactly as long as
/// the test and two checkouts testing at once never share a path.
enum TemporarySpec {
  static func write(
    _ text: String,
    named name: String,
    in folder: TemporaryFolder
  ) throws -> String {
    let subfolder = folder.file(name)
    try FileManager.default.createDirectory(at: subfolder, withIntermediateDirectories: true)
    let path = subfolder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
