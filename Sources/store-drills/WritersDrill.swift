import Foundation
import ViperCore

/// Runs several writer processes on one file at once and checks that every acknowledged write
/// of each is in the file afterwards.
enum WritersDrill {
  static func run(processes: Int, count: Int) async -> Int32 {
    let folder = DrillFolder("writers")
    do {
      let file = folder.file("store.log")
      let writers = try (0..<processes).map {
        try WriterProcess(file: file, first: $0 * 1_000_000, count: count)
      }
      var acknowledged = Acknowledgements()
      for writer in writers {
        acknowledged.add(writer.finish())
        guard writer.succeeded else {
          print("writers: a writer failed")
          return 1
        }
      }
      if let loss = try await acknowledged.firstLoss(in: file) {
        print("writers: \(loss)")
        return 1
      }
      print(
        "writers: \(acknowledged.count) acknowledged writes from \(processes) processes, 0 lost"
      )
      return 0
    } catch {
      print("writers: failed: \(error)")
      return 1
    }
  }
}
