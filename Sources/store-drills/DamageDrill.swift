import Foundation
import ViperCore

/// Damages a small store file on disk and checks that nothing damaged opens silently.
///
/// Every byte is changed to three other values, one at a time (its lowest bit flipped, its
/// highest bit flipped, a newline): each damaged file must fail to open with a corrupt-file
/// error naming the line that holds the byte, and must be left byte for byte as it was after a
/// write was tried. Then the last line is cut at every length, as a crash cuts an append: each
/// must open with the lines before it, and the next write must cut the rest off.
enum DamageDrill {
  static func run(records: Int) async -> Int32 {
    let folder = DrillFolder("damage")
    let file = folder.file("store.log")
    do {
      let store = FileDataStore<DrillRecord>(fileURL: file)
      for number in 0..<records {
        try await store.insert(DrillRecord(id: number, title: "record \(number)"))
      }
      try await store.update(DrillRecord(id: 0, title: "updated"))
      let original = Array(try Data(contentsOfFileAt: file.path))
      let damage = try await changeEveryByte(of: original, in: file)
      let cuts = try await cutTheLastLine(of: original, in: file, records: records)
      print(
        "damage drill: every byte of a \(original.count)-byte store changed 3 ways: "
          + "\(damage.files) damaged files, \(damage.reported) reported with their line, "
          + "\(damage.silent) opened silently, \(damage.written) written to; "
          + "\(cuts) cuts of the last line, each opened with the lines before it"
      )
      return damage.files == damage.reported && damage.written == 0 ? 0 : 1
    } catch {
      print("damage drill: failed: \(error)")
      return 1
    }
  }

  private static func changeEveryByte(
    of original: [UInt8],
    in file: URL
  ) async throws -> (files: Int, reported: Int, silent: Int, written: Int) {
    var counts = (files: 0, reported: 0, silent: 0, written: 0)
    for offset in original.indices {
      let line = original[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
      let byte = original[offset]
      for replacement in [byte ^ 0x01, byte ^ 0x80, UInt8(ascii: "\n")] where replacement != byte {
        var damaged = original
        damaged[offset] = replacement
        try Data(damaged).write(to: file)
        counts.files += 1
        let store = FileDataStore<DrillRecord>(fileURL: file)
        do {
          _ = try await store.all()
          counts.silent += 1
          print("damage drill: byte \(offset) set to \(replacement) opened silently")
        } catch .corrupt(_, let reason) where reason.hasPrefix("line \(line) ") {
          counts.reported += 1
        } catch {
          print("damage drill: byte \(offset) set to \(replacement): \(error)")
        }
        _ = try? await store.insert(DrillRecord(id: -1, title: "must not land"))
        if Array(try Data(contentsOfFileAt: file.path)) != damaged { counts.written += 1 }
      }
    }
    return counts
  }

  private static func cutTheLastLine(
    of original: [UInt8],
    in file: URL,
    records: Int
  ) async throws -> Int {
    let lastLineStart = (original.dropLast().lastIndex(of: UInt8(ascii: "\n")) ?? 0) + 1
    for cut in lastLineStart..<original.count {
      try Data(original[..<cut]).write(to: file)
      let store = FileDataStore<DrillRecord>(fileURL: file)
      let titles = try await store.all().map(\.title)
      guard titles.count == records, titles.first == "record 0" else {
        throw DrillFailure("a cut at byte \(cut) opened as \(titles)")
      }
      try await store.insert(DrillRecord(id: -1, title: "after the cut"))
      let reopened = try await FileDataStore<DrillRecord>(fileURL: file).all()
      guard reopened.count == records + 1 else {
        throw DrillFailure("the write after a cut at byte \(cut) left \(reopened.count) records")
      }
    }
    return original.count - lastLineStart
  }
}
