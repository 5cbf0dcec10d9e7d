import Foundation
import ViperCore

// Fault drills for `FileDataStore`, run by CI with small counts and by hand with large ones:
//
//   swift run store-drills kill [cycles]        kill -9 a writer at many moments; nothing acked is lost
//   swift run store-drills two-writers [count]  two processes write one file at once; nothing is lost
//
// Each drill starts copies of this executable as writers (`store-drills writer FILE FIRST COUNT`),
// which print one line per acknowledged write; the drill then reads the file back and checks every
// acknowledged write, and exits 1 naming the first write that was lost.

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "writer":
  await DrillWriter.run(arguments: Array(arguments.dropFirst()))
case "kill":
  exit(await KillDrill.run(cycles: arguments.dropFirst().first.flatMap { Int($0) } ?? 20))
case "two-writers":
  exit(await TwoWritersDrill.run(count: arguments.dropFirst().first.flatMap { Int($0) } ?? 300))
default:
  FileHandle.standardError.write(
    Data("usage: store-drills kill [cycles] | two-writers [count]\n".utf8)
  )
  exit(2)
}
