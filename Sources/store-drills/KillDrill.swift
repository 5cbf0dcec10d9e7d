import Foundation
import ViperCore

/// Kills a writer with SIGKILL after a varying number of acknowledgements, cycle after cycle on
/// one file, and checks after every kill that no acknowledged write was lost.
enum KillDrill {
  static func run(cycles: Int) async -> Int32 {
    do {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("store-drills-kill-\(ProcessInfo.processInfo.processIdentifier)")
      try? FileManager.default.removeItem(at: folder)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("store.log")
      var acknowledged = Acknowledgements()
      for cycle in 0..<cycles {
        // A fixed, varied schedule: the kill lands early, late and inside compactions.
        let killAfter = 1 + (cycle * 97) % 400
        let writer = try WriterProcess(file: file, first: cycle * 1_000_000, count: 1_000_000)
        acknowledged.add(writer.read(atLeast: killAfter) + writer.killAbruptly())
        if let loss = try await acknowledged.firstLoss(in: file) {
          print("kill drill: cycle \(cycle + 1): \(loss)")
          return 1
        }
      }
      print("kill drill: \(cycles) kills, \(acknowledged.count) acknowledged writes, 0 lost")
      return 0
    } catch {
      print("kill drill: failed: \(error)")
      return 1
    }
  }
}
