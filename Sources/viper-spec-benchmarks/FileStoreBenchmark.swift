import Foundation
import ViperCore
import ViperMocks

/// Measures `FileDataStore` inserts, each of which is durable when it returns.
enum FileStoreBenchmark {
  /// How the inserts are issued.
  enum Mode: String, CaseIterable {
    /// One after the other, each awaited.
    case sequential = "one at a time"
    /// All at once from a task group.
    case concurrent = "100 concurrent writers"
  }

  /// Inserts records into a new store file and checks that all of them landed.
  static func insert(count: Int, mode: Mode) async {
    do {
      let folder = try TemporaryFolder(label: "benchmark")
      let store = FileDataStore<ContractRecord>(fileURL: folder.file("store.json"))
      switch mode {
      case .sequential:
        for number in 0..<count {
          try await store.insert(ContractRecord(id: "\(number)", title: "Record \(number)"))
        }
      case .concurrent:
        try await withThrowingTaskGroup(of: Void.self) { group in
          for writer in 0..<100 {
            group.addTask {
              for number in stride(from: writer, to: count, by: 100) {
                try await store.insert(ContractRecord(id: "\(number)", title: "Record \(number)"))
              }
            }
          }
          try await group.waitForAll()
        }
      }
      let stored = try await FileDataStore<ContractRecord>(fileURL: folder.file("store.json")).all()
      precondition(stored.count == count, "inserts were lost")
    } catch {
      preconditionFailure("the file store failed: \(error)")
    }
  }
}
