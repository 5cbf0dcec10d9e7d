import Foundation
import Testing
import ViperTesting

/// Faults a store file meets in the field, each tried the way it happens.
///
/// A byte changed on disk, a crash that cuts the last line, another store that writes between two
/// of ours, a symlinked path, a folder that cannot take the compacted file. Anchor: the fault
/// tests of LevelDB and SQLite, re-expressed for this store.
@Suite struct FileStoreFaultTests {
  private let folder: TemporaryFolder
  private let url: URL
  private let milk = ContractRecord(id: "milk", title: "Buy milk", note: "2 l")
  private let bread = ContractRecord(id: "bread", title: "Buy bread")
  private let eggs = ContractRecord(id: "eggs", title: "Buy eggs")

  init() throws {
    folder = try TemporaryFolder(label: "file-store-faults")
    url = folder.file("data/todos.json")
  }

  /// A store file holding `milk` and `bread`, then `milk` updated: three writes, four lines.
  private func writeThreeLines() async throws -> [UInt8] {
    let store = FileDataStore<ContractRecord>(fileURL: url)
    try await store.insert(milk)
    try await store.insert(bread)
    try await store.update(ContractRecord(id: "milk", title: "Buy oat milk"))
    return try bytes()
  }

  private func bytes() throws -> [UInt8] {
    Array(try Data(contentsOfFileAt: url.path))
  }

  private func write(_ bytes: [UInt8]) throws {
    try Data(bytes).write(to: url)
  }

  /// The bytes of the line a store appends to write `record` into an empty store's file.
  private func lineInsertingIntoEmptyStore(_ record: ContractRecord) async throws -> [UInt8] {
    let scratch = folder.file("scratch/\(record.id).json")
    try await FileDataStore<ContractRecord>(fileURL: scratch).insert(record)
    let written = Array(try Data(contentsOfFileAt: scratch.path))
    let headerEnd = try #require(written.firstIndex(of: UInt8(ascii: "\n")))
    return Array(written[(headerEnd + 1)...])
  }

  @Test func `a one-byte change anywhere is reported with its line and leaves the file as it was`()
    async throws
  {
    let original = try await writeThreeLines()
    var silentlyOpened: [String] = []
    for offset in original.indices {
      let line = original[..<offset].count { $0 == UInt8(ascii: "\n") } + 1
      for replacement in [original[offset] ^ 0x01, original[offset] ^ 0x20, UInt8(ascii: "\n")]
      where replacement != original[offset] {
        var damaged = original
        damaged[offset] = replacement
        try write(damaged)
        let store = FileDataStore<ContractRecord>(fileURL: url)
        let reason: String
        do {
          _ = try await store.all()
          silentlyOpened.append("byte \(offset) set to \(replacement)")
          continue
        } catch .corrupt(_, let message) {
          reason = message
        } catch {
          reason = "\(error)"
        }
        #expect(reason.hasPrefix("line \(line) "), "byte \(offset) set to \(replacement)")
        await #expect(throws: DataStoreError.self) { try await store.insert(eggs) }
        #expect(try bytes() == damaged)
      }
    }
    #expect(silentlyOpened == [])
  }

  @Test func `every cut of the last line opens with the lines before it and is cut off by a write`()
    async throws
  {
    let original = try await writeThreeLines()
    let lastLineStart = try #require(original.dropLast().lastIndex(of: UInt8(ascii: "\n"))) + 1
    for cut in lastLineStart..<original.count {
      try write(Array(original[..<cut]))
      let store = FileDataStore<ContractRecord>(fileURL: url)

      #expect(try await store.all() == [milk, bread], "cut at \(cut)")
      try await store.insert(eggs)

      let reopened = FileDataStore<ContractRecord>(fileURL: url)
      #expect(try await reopened.all() == [milk, bread, eggs], "cut at \(cut)")
      #expect(try bytes().starts(with: original[..<lastLineStart]))
    }
  }

  @Test func `a store that read a cut-off line sees another store's append of the same length`()
    async throws
  {
    let breadLine = try await lineInsertingIntoEmptyStore(bread)
    let header = try await {
      try await FileDataStore<ContractRecord>(fileURL: url).insert(milk)
      return try bytes()
    }()
    // A crashed writer left a cut-off line exactly as long as the line the other store appends.
    let cutOff = [UInt8](repeating: UInt8(ascii: "x"), count: breadLine.count)
    try write(header + cutOff)
    let reader = FileDataStore<ContractRecord>(fileURL: url)
    let writer = FileDataStore<ContractRecord>(fileURL: url)
    #expect(try await reader.all() == [milk])

    try await writer.insert(bread)
    #expect(try bytes().count == header.count + cutOff.count)
    try await reader.insert(eggs)

    #expect(try await FileDataStore<ContractRecord>(fileURL: url).all() == [milk, bread, eggs])
    #expect(try await reader.all() == [milk, bread, eggs])
  }

  @Test func `a store sees a file rewritten in place at the same length, as a recycled inode is`()
    async throws
  {
    let first = ContractRecord(id: "1", title: "one")
    let second = ContractRecord(id: "2", title: "two")
    try await FileDataStore<ContractRecord>(fileURL: url).insert(first)
    let holdingFirst = try bytes()
    try FileManager.default.removeItem(at: url)
    try await FileDataStore<ContractRecord>(fileURL: url).insert(second)
    let holdingSecond = try bytes()
    try #require(holdingFirst.count == holdingSecond.count)
    try write(holdingFirst)
    let reader = FileDataStore<ContractRecord>(fileURL: url)
    #expect(try await reader.all() == [first])

    // Same device, same inode, same size: only the content tells.
    let handle = try FileHandle(forWritingTo: url)
    try handle.write(contentsOf: holdingSecond)
    try handle.close()

    await #expect(throws: DataStoreError.duplicateID("2")) { try await reader.insert(second) }
    #expect(try await reader.all() == [second])
    #expect(try bytes() == holdingSecond)
  }

  @Test func `a symlinked store keeps its link and writes its compactions to the target`()
    async throws
  {
    let target = folder.file("real/todos.json")
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)
    let store = FileDataStore<ContractRecord>(fileURL: url, compactionThreshold: 2)
    try await store.insert(milk)
    for version in 1...6 {
      try await store.update(ContractRecord(id: "milk", title: "Buy milk \(version)"))
    }

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == target.path)
    #expect(
      try await FileDataStore<ContractRecord>(fileURL: target).all()
        == [ContractRecord(id: "milk", title: "Buy milk 6")]
    )
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path
    )
    #expect(leftovers == ["todos.json"])
  }

  @Test func `a store whose folder cannot take its compacted file says so at its first write`()
    async throws
  {
    // A name the folder takes, but too long for the compacted file's name beside it: even root
    // cannot create that.
    let long = folder.file("data/" + String(repeating: "t", count: 240))
    try FileManager.default.createDirectory(
      at: long.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    let store = FileDataStore<ContractRecord>(fileURL: long, compactionThreshold: 1_000)

    await #expect {
      try await store.insert(bread)
    } throws: { error in
      guard case .io(let path, let reason) = error as? DataStoreError else { return false }
      return path == long.path && reason.contains(".compacting-")
        && reason.contains("make the folder writable")
    }
    #expect(try await store.all() == [])
  }

  @Test func `a damaged last line that also lost its newline is damage, not a crash`()
    async throws
  {
    let original = try await writeThreeLines()
    let lastLineStart = try #require(original.dropLast().lastIndex(of: UInt8(ascii: "\n"))) + 1
    // A letter of the title, and a digit of the checksum, each with the final newline gone. (A
    // change that breaks the JSON as well looks like a cut, and is taken for one.)
    for offset in [original.count - 5, lastLineStart + 2] {
      var damaged = Array(original.dropLast())
      damaged[offset] ^= 0x01
      try write(damaged)

      await #expect(throws: DataStoreError.self, "byte \(offset)") {
        try await FileDataStore<ContractRecord>(fileURL: url).all()
      }
      #expect(try bytes() == damaged)
    }
  }

  @Test func `a write through a link into a folder that does not exist fails, never spins`()
    async throws
  {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try FileManager.default.createSymbolicLink(
      atPath: url.path,
      withDestinationPath: folder.file("missing/todos.json").path
    )

    await #expect {
      try await FileDataStore<ContractRecord>(fileURL: url).insert(milk)
    } throws: { error in
      guard case .io(let path, _) = error as? DataStoreError else { return false }
      return path == url.path
    }
  }

  @Test func `compaction touches no file of another name beside the store, nor a planted link`()
    async throws
  {
    let data = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let neighbour = data.appendingPathComponent(".todos.json.tmp")
    try Data("another store's file".utf8).write(to: neighbour)
    let victim = folder.file("victim.txt")
    try Data("keep me".utf8).write(to: victim)
    for name in [".todos.json.temp", "todos.json.tmp", ".todos.json.compacting"] {
      try FileManager.default.createSymbolicLink(
        atPath: data.appendingPathComponent(name).path,
        withDestinationPath: victim.path
      )
    }
    let store = FileDataStore<ContractRecord>(fileURL: url, compactionThreshold: 2)
    try await store.insert(milk)
    for version in 1...6 {
      try await store.update(ContractRecord(id: "milk", title: "Buy milk \(version)"))
    }

    #expect(try Data(contentsOfFileAt: neighbour.path) == Data("another store's file".utf8))
    #expect(try Data(contentsOfFileAt: victim.path) == Data("keep me".utf8))
    #expect(try await store.all() == [ContractRecord(id: "milk", title: "Buy milk 6")])
    let names = try FileManager.default.contentsOfDirectory(atPath: data.path).sorted()
    #expect(
      names == [
        ".todos.json.compacting", ".todos.json.temp", ".todos.json.tmp", "todos.json",
        "todos.json.tmp",
      ]
    )
  }

  @Test func `compaction keeps the file's permissions`() async throws {
    let store = FileDataStore<ContractRecord>(fileURL: url, compactionThreshold: 2)
    try await store.insert(milk)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    for version in 1...6 {
      try await store.update(ContractRecord(id: "milk", title: "Buy milk \(version)"))
    }

    let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
    #expect(permissions as? Int == 0o600)
  }

  @Test(.enabled(if: getuid() != 0, "root may write any folder"))
  func `a store in a read-only folder says so at its first write`() async throws {
    try await FileDataStore<ContractRecord>(fileURL: url).insert(milk)
    let data = url.deletingLastPathComponent()
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: data.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: data.path)
    }

    await #expect {
      try await FileDataStore<ContractRecord>(fileURL: url).insert(bread)
    } throws: { error in
      guard case .io(let path, _) = error as? DataStoreError else { return false }
      return path == url.path
    }
  }
}
