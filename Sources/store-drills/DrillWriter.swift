import Foundation
import ViperCore

/// The writer process of a drill: inserts, updates and deletes records and acknowledges each.
///
/// Record `n` is inserted (`I n`), updated to the title "updated" (`U n`) and, when `n` is a
/// multiple of 3, deleted (`D n`); each line is printed only after the write returned. A low
/// compaction threshold makes compactions frequent, so kills land inside them too.
enum DrillWriter {
  static func run(arguments: [String]) async {
    guard arguments.count == 3, let first = Int(arguments[1]), let count = Int(arguments[2]) else {
      FileHandle.standardError.write(Data("usage: store-drills writer FILE FIRST COUNT\n".utf8))
      exit(2)
    }
    let store = FileDataStore<DrillRecord>(
      fileURL: URL(fileURLWithPath: arguments[0]),
      compactionThreshold: 64
    )
    do {
      for number in first..<(first + count) {
        try await store.insert(DrillRecord(id: number, title: "inserted"))
        acknowledge("I \(number)")
        try await store.update(DrillRecord(id: number, title: "updated"))
        acknowledge("U \(number)")
        if number.isMultiple(of: 3) {
          try await store.delete(id: number)
          acknowledge("D \(number)")
        }
      }
    } catch {
      FileHandle.standardError.write(Data("writer failed: \(error)\n".utf8))
      exit(1)
    }
  }

  /// Inserts one record titled "inserted": `store-drills insert FILE ID`.
  static func insert(arguments: [String]) async {
    guard arguments.count == 2, let id = Int(arguments[1]) else {
      FileHandle.standardError.write(Data("usage: store-drills insert FILE ID\n".utf8))
      exit(2)
    }
    do {
      let store = FileDataStore<DrillRecord>(fileURL: URL(fileURLWithPath: arguments[0]))
      try await store.insert(DrillRecord(id: id, title: "inserted"))
      acknowledge("I \(id)")
    } catch {
      FileHandle.standardError.write(Data("insert failed: \(error)\n".utf8))
      exit(1)
    }
  }

  private static func acknowledge(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }
}
