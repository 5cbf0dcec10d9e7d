import Foundation
import ViperCore
import ViperMocks

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures `FileDataStore` inserts, each of which is durable when it returns.
enum FileStoreBenchmark {
  /// How the inserts are issued.
  enum Mode: String, CaseIterable {
    /// One after the other, each awaited.
    case sequential = "one at a time"
    /// All at once from a task group.
    case concurrent = "100 concurrent writers"
  }

  /// Lines as long as those the store writes for `count` sequential inserts (a checksum's eight
  /// digits and a space, the JSON, a newline), encoded before any timing.
  static func insertLines(count: Int) throws -> [[UInt8]] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try (0..<count).map { number in
      let record = ContractRecord(id: "\(number)", title: "Record \(number)")
      return Array("00000000 ".utf8) + Array(try encoder.encode(["insert": record]))
        + [UInt8(ascii: "\n")]
    }
  }

  /// Writes a store of `count` entities, then returns the time a new store takes to read it all.
  @concurrent static func reopen(count: Int) async -> Duration {
    do {
      let folder = try TemporaryFolder(label: "benchmark-reopen")
      let file = folder.file("store.json")
      try await fill(FileDataStore<ContractRecord>(fileURL: file), count: count)
      let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
      let start = clock.now
      let stored = try await FileDataStore<ContractRecord>(fileURL: file).all()
      let duration = start.duration(to: clock.now)
      precondition(stored.count == count, "entities were lost")
      return duration
    } catch {
      preconditionFailure("the file store failed: \(error)")
    }
  }

  /// Reads one entity `count` times from a store of 1,000 that nothing changes: each read makes
  /// sure, under a shared lock, that the file still ends with the last line it read.
  @concurrent static func unchangedReads(count: Int) async -> Duration {
    do {
      let folder = try TemporaryFolder(label: "benchmark-reads")
      let store = FileDataStore<ContractRecord>(fileURL: folder.file("store.json"))
      try await fill(store, count: 1_000)
      let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
      let start = clock.now
      for number in 0..<count {
        let found = try await store.entity(withID: "\(number % 1_000)")
        precondition(found != nil, "an entity was lost")
      }
      return start.duration(to: clock.now)
    } catch {
      preconditionFailure("the file store failed: \(error)")
    }
  }

  /// Inserts `count` records from 100 concurrent writers, whose writes share appends and syncs.
  private static func fill(_ store: FileDataStore<ContractRecord>, count: Int) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<100 {
        group.addTask {
          for number in stride(from: writer, to: count, by: 100) {
            try await store.insert(ContractRecord(id: "\(number)", title: "Record \(number)"))
          }
        }
      }
      try await group.waitForAll()
    }
  }

  /// Appends lines to a new plain file, syncing after each, and returns the time it took: what
  /// any durable, acknowledged write must pay at least.
  @concurrent static func appendAndSync(_ lines: [[UInt8]]) async -> Duration {
    do {
      let folder = try TemporaryFolder(label: "benchmark-floor")
      let path = folder.file("floor.log").path
      let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
      precondition(descriptor >= 0, "cannot create \(path)")
      defer { close(descriptor) }
      let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
      let start = clock.now
      for line in lines {
        let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        precondition(written == line.count && fsync(descriptor) == 0, "cannot append to \(path)")
      }
      return start.duration(to: clock.now)
    } catch {
      preconditionFailure("cannot create a temporary folder: \(error)")
    }
  }

  /// Inserts records into a new store file, checks that all of them landed, and returns the time
  /// the inserts took.
  @concurrent static func insert(count: Int, mode: Mode) async -> Duration {
    do {
      let folder = try TemporaryFolder(label: "benchmark")
      let store = FileDataStore<ContractRecord>(fileURL: folder.file("store.json"))
      let clock = ContinuousClock()  // real clock: benchmarks measure wall time on purpose.
      let start = clock.now
      switch mode {
      case .sequential:
        for number in 0..<count {
          try await store.insert(ContractRecord(id: "\(number)", title: "Record \(number)"))
        }
      case .concurrent:
        try await fill(store, count: count)
      }
      let duration = start.duration(to: clock.now)
      let stored = try await FileDataStore<ContractRecord>(fileURL: folder.file("store.json")).all()
      precondition(stored.count == count, "inserts were lost")
      return duration
    } catch {
      preconditionFailure("the file store failed: \(error)")
    }
  }
}
