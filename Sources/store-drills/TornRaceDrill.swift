import Foundation
import ViperCore

/// The race that once lost writes, in one process and across two.
///
/// A store reads a file whose last line a crash cut off, another store (in this process, or in a
/// second one) appends a line of exactly that length over it, and the first store writes. The
/// file's device, inode and size are what the first store saw, so only its content tells that it
/// changed: the first store must see the other's write, and the file must hold all three records.
enum TornRaceDrill {
  static func run(rounds: Int) async -> Int32 {
    let folder = DrillFolder("torn-race")
    do {
      let lineLength = try await lineLength(in: folder)
      for round in 0..<rounds {
        for inAnotherProcess in [false, true] {
          let file = folder.file("store-\(round)-\(inAnotherProcess).log")
          try await race(on: file, cutOffLength: lineLength, inAnotherProcess: inAnotherProcess)
        }
      }
      print(
        "torn race: \(rounds) rounds in one process and \(rounds) across two, each a "
          + "\(lineLength)-byte append over a cut-off line of the same length: 0 writes lost"
      )
      return 0
    } catch {
      print("torn race: \(error)")
      return 1
    }
  }

  /// The length of the line that inserts record 1, whatever comes before it.
  private static func lineLength(in folder: borrowing DrillFolder) async throws -> Int {
    let scratch = folder.file("scratch.log")
    try await FileDataStore<DrillRecord>(fileURL: scratch).insert(record(1))
    let bytes = Array(try Data(contentsOfFileAt: scratch.path))
    let headerEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? 0
    return bytes.count - headerEnd - 1
  }

  private static func race(on file: URL, cutOffLength: Int, inAnotherProcess: Bool) async throws {
    try await FileDataStore<DrillRecord>(fileURL: file).insert(record(0))
    let before = Array(try Data(contentsOfFileAt: file.path))
    let cutOff = [UInt8](repeating: UInt8(ascii: "x"), count: cutOffLength)
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: cutOff)
    try handle.close()

    let reader = FileDataStore<DrillRecord>(fileURL: file)
    guard try await reader.all().map(\.id) == [0] else { throw DrillFailure("misread the cut") }
    if inAnotherProcess {
      let writer = try WriterProcess(file: file, insertingRecord: 1)
      _ = writer.finish()
      guard writer.succeeded else { throw DrillFailure("the other process failed") }
    } else {
      try await FileDataStore<DrillRecord>(fileURL: file).insert(record(1))
    }
    let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
    guard size == before.count + cutOffLength else {
      throw DrillFailure("the other store's line is not as long as the cut-off one")
    }
    try await reader.insert(record(2))
    let stored = try await FileDataStore<DrillRecord>(fileURL: file).all().map(\.id)
    guard stored == [0, 1, 2] else {
      let place = inAnotherProcess ? "across two processes" : "in one process"
      throw DrillFailure("\(place), the file holds records \(stored), not [0, 1, 2]")
    }
  }

  private static func record(_ id: Int) -> DrillRecord {
    DrillRecord(id: id, title: "inserted")
  }
}
