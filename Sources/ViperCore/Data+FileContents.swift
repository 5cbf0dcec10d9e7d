package import Foundation

extension Data {
  /// Reads a whole file.
  ///
  /// Through a file handle rather than `Data(contentsOf:)` or `FileManager.contents(atPath:)`:
  /// on Linux those leak a 4 KB buffer for every empty file they read, which fails any run under
  /// AddressSanitizer, whose leak check is on by default there.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: The file system's error when the file cannot be opened or read.
  package init(contentsOfFileAt path: String) throws {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    self = try handle.readToEnd() ?? Data()
  }
}
