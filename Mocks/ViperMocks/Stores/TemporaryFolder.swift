public import Foundation

/// A uniquely named folder under the system's temporary directory, removed when freed.
///
/// Names combine the process ID, a counter and a label, so parallel tests never share a folder
/// and no random numbers are needed.
///
/// ```swift
/// let folder = try TemporaryFolder(label: "file-store")
/// let store = FileDataStore<Todo>(fileURL: folder.file("todos.json"))
/// ```
public final class TemporaryFolder: Sendable {
  private static let counter = LockedState(0)

  /// The folder's location.
  public let url: URL

  /// Creates an empty folder.
  ///
  /// - Parameter label: A readable part of the folder's name.
  /// - Throws: The file system's error when the folder cannot be created.
  public init(label: String = "test") throws {
    let number = Self.counter.withLock { value in
      defer { value += 1 }
      return value
    }
    let name = "viperspec-\(ProcessInfo.processInfo.processIdentifier)-\(number)-\(label)"
    url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Returns the location of a file inside the folder.
  ///
  /// - Parameter name: The file's name.
  /// - Returns: The file's URL; the file itself is not created.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }
}
