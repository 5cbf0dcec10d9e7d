import Foundation
import ViperCore

/// Runs two writer processes on one file at once and checks that every acknowledged write of
/// both is in the file afterwards.
enum TwoWritersDrill {
  static func run(count: Int) async -> Int32 {
    do {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("store-drills-two-\(ProcessInfo.processInfo.processIdentifier)")
      try? FileManager.default.removeItem(at: folder)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("store.log")
      let writers = try [0, 1].map {
        try WriterProcess(file: file, first: $0 * 1_000_000, count: count)
      }
      var acknowledged = Acknowledgements()
      for writer in writers {
        acknowledged.add(writer.finish())
        guard writer.succeeded else {
          print("two writers: a writer failed")
          return 1
        }
      }
      if let loss = try await acknowledged.firstLoss(in: file) {
        print("two writers: \(loss)")
        return 1
      }
      print("two writers: \(acknowledged.count) acknowledged writes from 2 processes, 0 lost")
      return 0
    } catch {
      print("two writers: failed: \(error)")
      return 1
    }
  }
}
