import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A writer started as a copy of this executable, read line by line as it acknowledges writes.
final class WriterProcess {
  private let process = Process()
  private let output = Pipe()
  private var unread = ""

  /// Starts `store-drills writer FILE FIRST COUNT`.
  convenience init(file: URL, first: Int, count: Int) throws {
    try self.init(arguments: ["writer", file.path, String(first), String(count)])
  }

  /// Starts `store-drills insert FILE ID`.
  convenience init(file: URL, insertingRecord id: Int) throws {
    try self.init(arguments: ["insert", file.path, String(id)])
  }

  /// Starts `store-drills compact-twice FILE`.
  convenience init(compactingTwice file: URL) throws {
    try self.init(arguments: ["compact-twice", file.path])
  }

  private init(arguments: [String]) throws {
    process.executableURL = Bundle.main.executableURL
    process.arguments = arguments
    process.standardOutput = output
    try process.run()
  }

  /// Blocks until the writer has printed at least this many more acknowledgements, or ended,
  /// and returns what it printed.
  func read(atLeast lines: Int) -> String {
    var text = ""
    var seen = 0
    while seen < lines {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      let chunk = String(decoding: data, as: UTF8.self)
      seen += chunk.filter { $0 == "\n" }.count
      text += chunk
    }
    return text
  }

  /// Kills the writer with SIGKILL and returns everything it printed that was not read yet.
  func killAbruptly() -> String {
    kill(process.processIdentifier, SIGKILL)
    return finish()
  }

  /// Waits for the writer to end and returns everything it printed that was not read yet.
  func finish() -> String {
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: rest, as: UTF8.self)
  }

  /// Whether the writer ended normally with status 0, or was killed.
  var succeeded: Bool {
    process.terminationReason == .exit && process.terminationStatus == 0
  }
}
