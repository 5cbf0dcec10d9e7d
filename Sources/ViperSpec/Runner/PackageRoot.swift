import Foundation

/// A finder for the package root: the nearest folder above a source file with a `Package.swift`.
package enum PackageRoot {
  /// Returns the package root above a file.
  ///
  /// - Parameter filePath: A source file's path, usually `#filePath`.
  /// - Returns: The root folder's path, or nil when no folder above has a `Package.swift`.
  package static func containing(_ filePath: String) -> String? {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.path
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }
}
