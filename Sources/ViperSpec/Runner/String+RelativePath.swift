import Foundation

extension String {
  /// This path relative to the current folder when it lies inside it, as messages show paths: a
  /// path the user can open from where `swift test` or `swift run` started.
  package var relativeToCurrentFolder: String {
    let folder = FileManager.default.currentDirectoryPath + "/"
    return hasPrefix(folder) ? String(dropFirst(folder.count)) : self
  }
}
