import Foundation
import ViperCore

// Fault drills for `FileDataStore`, run by CI with small counts and by hand with large ones:
//
//   swift run store-drills kill [cycles]           kill -9 a writer at many moments; nothing acked is lost
//   swift run store-drills writers [processes] [count]   processes write one file at once; nothing is lost
//   swift run store-drills damage [records]        change every byte 3 ways, cut the last line everywhere
//   swift run store-drills torn-race [rounds]      a same-length append over a cut-off line, 1 and 2 processes
//   swift run store-drills recycle [rounds]        two compactions behind a store's back, inodes recycled
//
// The process drills start copies of this executable as writers (`store-drills writer FILE FIRST
// COUNT`, `store-drills insert FILE ID`, `store-drills compact-twice FILE`), which print one line per acknowledged write; the drill
// then reads the file back and checks every acknowledged write, and exits 1 naming the first
// write that was lost.

let arguments = Array(CommandLine.arguments.dropFirst())
let numbers = arguments.dropFirst().compactMap { Int($0) }
switch arguments.first {
case "writer":
  await DrillWriter.run(arguments: Array(arguments.dropFirst()))
case "insert":
  await DrillWriter.insert(arguments: Array(arguments.dropFirst()))
case "compact-twice" where arguments.count == 2:
  do {
    try await RecycledInodeDrill.compactTwice(URL(fileURLWithPath: arguments[1]))
  } catch {
    FileHandle.standardError.write(Data("compaction failed: \(error)\n".utf8))
    exit(1)
  }
case "kill":
  exit(await KillDrill.run(cycles: numbers.first ?? 20))
case "writers":
  let count = numbers.dropFirst().first ?? 300
  exit(await WritersDrill.run(processes: numbers.first ?? 3, count: count))
case "two-writers":
  exit(await WritersDrill.run(processes: 2, count: numbers.first ?? 300))
case "damage":
  exit(await DamageDrill.run(records: numbers.first ?? 3))
case "torn-race":
  exit(await TornRaceDrill.run(rounds: numbers.first ?? 10))
case "recycle":
  exit(await RecycledInodeDrill.run(rounds: numbers.first ?? 50))
default:
  FileHandle.standardError.write(
    Data(
      ("usage: store-drills kill [cycles] | writers [processes] [count] | damage [records] | "
        + "torn-race [rounds] | recycle [rounds]\n").utf8
    )
  )
  exit(2)
}
