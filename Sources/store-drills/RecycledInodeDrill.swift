import Foundation
import ViperCore

/// The compaction that once made a store unreadable, played round after round.
///
/// A store reads a file, another compacts it twice, and ext4 gives the second compacted file the
/// first one's inode at the same size. The first store must see the change: refuse to insert an
/// ID that is now stored, read what the other wrote, and leave a file every store can open.
enum RecycledInodeDrill {
  static func run(rounds: Int) async -> Int32 {
    let folder = DrillFolder("recycle")
    let file = folder.file("store.log")
    var recycled = 0
    do {
      for round in 0..<rounds {
        try? FileManager.default.removeItem(at: file)
        if try await self.round(on: file, inAnotherProcess: round.isMultiple(of: 2)) {
          recycled += 1
        }
      }
      print(
        "recycled inodes: \(rounds) rounds of two compactions behind a store's back (half of "
          + "them by another process), \(recycled) of them on the inode and at the size the store "
          + "had read: 0 writes lost, 0 duplicates acknowledged"
      )
      return 0
    } catch {
      print("recycled inodes: \(error)")
      return 1
    }
  }

  /// Plays one round and returns whether the file came back on the inode and at the size the
  /// reading store saw.
  private static func round(on file: URL, inAnotherProcess: Bool) async throws -> Bool {
    try await FileDataStore<DrillRecord>(fileURL: file).insert(DrillRecord(id: 1, title: "aaaa"))
    let reader = FileDataStore<DrillRecord>(fileURL: file, compactionThreshold: 1)
    _ = try await reader.all()
    let seen = try identity(of: file)

    if inAnotherProcess {
      let compacting = try WriterProcess(compactingTwice: file)
      _ = compacting.finish()
      guard compacting.succeeded else { throw DrillFailure("the other process failed") }
    } else {
      try await compactTwice(file)
    }
    let isRecycled = try identity(of: file) == seen

    do {
      try await reader.insert(DrillRecord(id: 2, title: "cccc"))
      throw DrillFailure("an insert of ID 2, which is stored, was acknowledged")
    } catch DataStoreError.duplicateID("2") {}
    guard try await reader.all().map(\.title) == ["bbbb"] else {
      throw DrillFailure("the reading store missed the compacted file")
    }
    try await reader.update(DrillRecord(id: 2, title: "dddd"))
    let stored = try await FileDataStore<DrillRecord>(fileURL: file).all().map(\.title)
    guard stored == ["dddd"] else { throw DrillFailure("the file holds \(stored), not [dddd]") }
    return isRecycled
  }

  /// Replaces record 1 with record 2 in two compactions, each file as long as the one before:
  /// what `store-drills compact-twice FILE` does in another process.
  static func compactTwice(_ file: URL) async throws {
    let compacting = FileDataStore<DrillRecord>(fileURL: file, compactionThreshold: 1)
    try await compacting.insert(DrillRecord(id: 2, title: "aaaa"))
    try await compacting.delete(id: 1)  // the first compaction
    try await compacting.update(DrillRecord(id: 2, title: "bbbb"))  // the second
  }

  private static func identity(of file: URL) throws -> [Int] {
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    return [
      attributes[.systemFileNumber] as? Int ?? -1, attributes[.size] as? Int ?? -1,
    ]
  }
}
