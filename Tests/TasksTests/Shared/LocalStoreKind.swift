import Tasks
import Testing
import ViperTesting

/// Where the repository keeps its copy of the tasks in a test.
///
/// The in-memory double and the file store: the data store contract suite proves the two equal; a repository test that passes on
/// both shows the repository relies on that contract and on nothing else.
enum LocalStoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case inMemory = "in memory"
  case file = "file store"

  var testDescription: String { rawValue }

  /// Makes an empty store; a file store keeps its file in the test's own folder.
  ///
  /// - Parameter folder: The test's temporary folder.
  /// - Returns: The store.
  func makeStore(in folder: TemporaryFolder) -> any DataStore<TaskItem> {
    switch self {
    case .inMemory: InMemoryDataStore<TaskItem>()
    case .file: FileDataStore<TaskItem>(fileURL: folder.file("tasks.json"))
    }
  }
}
