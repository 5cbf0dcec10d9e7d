import Foundation
import ViperCore

/// The writes a writer acknowledged, and the check that a store file still holds all of them.
struct Acknowledgements {
  private(set) var count = 0
  private var inserted: Set<Int> = []
  private var updated: Set<Int> = []
  private var deleted: Set<Int> = []

  /// Adds the acknowledgement lines a writer printed.
  mutating func add(_ output: String) {
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard parts.count == 2, let number = Int(parts[1]) else { continue }
      count += 1
      switch parts[0] {
      case "I": inserted.insert(number)
      case "U": updated.insert(number)
      case "D": deleted.insert(number)
      default: count -= 1
      }
    }
  }

  /// Returns the first acknowledged write the file lost, or `nil` when it holds all of them.
  func firstLoss(in fileURL: URL) async throws -> String? {
    let stored = try await FileDataStore<DrillRecord>(fileURL: fileURL).all()
    let titles = Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0.title) })
    for number in deleted.sorted() where titles[number] != nil {
      return "record \(number) was deleted, but is stored"
    }
    for number in inserted.sorted() where !deleted.contains(number) {
      // A record due for deletion may have been deleted after its update was acknowledged and
      // just before the kill, without an acknowledgement of its own.
      let mayBeDeleted = updated.contains(number) && number.isMultiple(of: 3)
      switch titles[number] {
      case nil where mayBeDeleted: continue
      case nil: return "record \(number) was inserted, but is missing"
      case "inserted" where updated.contains(number):
        return "record \(number) was updated, but is stored as inserted"
      default: continue
      }
    }
    return nil
  }
}
