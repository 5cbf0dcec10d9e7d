import Foundation
import Testing
import ViperTesting

@Suite struct FileDataStoreTests {
  /// The first line of every version 3 file: the header's JSON after its CRC-32C.
  private static let header = #"c736a76f {"format":"viperspec.datastore","version":3}"#
  private let folder: TemporaryFolder
  private let url: URL
  private let milk = ContractRecord(id: "milk", title: "Buy milk", note: "2 l")

  init() throws {
    folder = try TemporaryFolder(label: "file-store")
    url = folder.file("data/todos.json")
  }

  private func write(_ text: String) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(text.utf8).write(to: url)
  }

  private func contents() -> String? {
    FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func `treats a missing file as an empty store and creates it on the first write`()
    async throws
  {
    let store = FileDataStore<ContractRecord>(fileURL: url)

    #expect(try await store.all().isEmpty)
    try await store.insert(milk)

    #expect(contents()?.hasPrefix(Self.header + "\n") == true)
  }

  @Test func `frames each line with the CRC-32C of every line's JSON up to its own`()
    async throws
  {
    let store = FileDataStore<ContractRecord>(fileURL: url)
    try await store.insert(milk)
    try await store.delete(id: "milk")

    var checksum: UInt32 = 0
    let lines = try #require(contents()).split(separator: "\n")
    for line in lines {
      let json = Array(line.utf8.dropFirst(9))
      checksum = CRC32C.checksum(of: json, continuing: checksum)
      let digits = String(checksum, radix: 16)
      #expect(line.prefix(9) == String(repeating: "0", count: 8 - digits.count) + digits + " ")
    }
    #expect(lines.count == 3)
  }

  @Test func `appends each write to the file instead of rewriting it`() async throws {
    let store = FileDataStore<ContractRecord>(fileURL: url)
    try await store.insert(milk)
    let afterFirstWrite = try #require(contents())

    try await store.update(ContractRecord(id: "milk", title: "Buy oat milk"))
    try await store.delete(id: "milk")

    let lines = try #require(contents()).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(try #require(contents()).hasPrefix(afterFirstWrite))
    try #require(lines.count == 5)
    #expect(lines[1].dropFirst(9).hasPrefix(#"{"insert":{"#))
    #expect(lines[2].dropFirst(9).hasPrefix(#"{"update":{"#))
    #expect(lines[3].dropFirst(9) == #"{"delete":"milk"}"#)
    #expect(lines[4].isEmpty)
  }

  @Test func `compacts the log once most of its lines describe replaced values`() async throws {
    let store = FileDataStore<ContractRecord>(fileURL: url, compactionThreshold: 4)
    try await store.insert(milk)
    try await store.insert(ContractRecord(id: "bread", title: "Buy bread"))
    for version in 1...3 {
      try await store.update(ContractRecord(id: "milk", title: "Buy milk \(version)"))
    }
    let beforeCompaction = try #require(contents()).split(separator: "\n").count

    try await store.update(ContractRecord(id: "milk", title: "Buy milk 4"))

    #expect(beforeCompaction == 6)
    #expect(try #require(contents()).split(separator: "\n").count == 3)
    #expect(
      try await FileDataStore<ContractRecord>(fileURL: url).all()
        == [
          ContractRecord(id: "milk", title: "Buy milk 4"),
          ContractRecord(id: "bread", title: "Buy bread"),
        ]
    )
  }

  @Test func `reads a version 2 log, cut-off append included, and rewrites it with checksums`()
    async throws
  {
    let header = #"{"format":"viperspec.datastore","version":2}"#
    let milkLine = #"{"insert":{"date":0,"id":"milk","note":"2 l","title":"Buy milk"}}"#
    try write(header + "\n" + milkLine + "\n" + #"{"insert":{"date":0,"id":"bre"#)
    let store = FileDataStore<ContractRecord>(fileURL: url)

    #expect(try await store.all() == [milk])
    try await store.insert(ContractRecord(id: "bread", title: "Buy bread"))

    let lines = try #require(contents()).split(separator: "\n")
    #expect(lines.first.map(String.init) == Self.header)
    #expect(lines.dropFirst().map { String($0.dropFirst(9)) }.first == milkLine)
    #expect(
      try await FileDataStore<ContractRecord>(fileURL: url).all().map(\.id) == ["milk", "bread"]
    )
  }

  @Test func `reads a version 1 file and rewrites it as a log on the first write`() async throws {
    try write(
      #"{"format":"viperspec.datastore","version":1,"entities":[{"date":0,"id":"milk","note":"2 l","title":"Buy milk"}]}"#
    )
    let store = FileDataStore<ContractRecord>(fileURL: url)

    #expect(try await store.all() == [milk])
    try await store.insert(ContractRecord(id: "bread", title: "Buy bread"))

    #expect(contents()?.hasPrefix(Self.header + "\n") == true)
    #expect(
      try await FileDataStore<ContractRecord>(fileURL: url).all().map(\.id) == ["milk", "bread"]
    )
  }

  @Test func `sees what another store on the same file wrote`() async throws {
    let first = FileDataStore<ContractRecord>(fileURL: url)
    let second = FileDataStore<ContractRecord>(fileURL: url)
    #expect(try await first.all().isEmpty)
    #expect(try await second.all().isEmpty)

    try await first.insert(milk)
    #expect(try await second.all() == [milk])
    await #expect(throws: DataStoreError.duplicateID("milk")) { try await second.insert(milk) }
    try await second.delete(id: "milk")

    #expect(try await first.all().isEmpty)
  }

  @Test func `answers reads that arrive during writes with what the writes left`() async throws {
    let store = FileDataStore<ContractRecord>(fileURL: url)

    let counts = try await withThrowingTaskGroup(of: Int?.self) { group in
      for number in 0..<50 {
        group.addTask {
          try await store.insert(ContractRecord(id: "\(number)", title: "n"))
          return nil
        }
        group.addTask { try await store.all().count }
      }
      return try await group.compactMap { $0 }.reduce(into: []) { $0.append($1) }
    }

    #expect(counts.count == 50)
    #expect(counts.allSatisfy { (0...50).contains($0) })
    #expect(try await store.all().count == 50)
  }

  @Test func `loses nothing when two stores on one file write at once`() async throws {
    let stores = [
      FileDataStore<ContractRecord>(fileURL: url, compactionThreshold: 8),
      FileDataStore<ContractRecord>(fileURL: url, compactionThreshold: 8),
    ]

    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in 0..<60 {
        group.addTask {
          let store = stores[number % 2]
          try await store.insert(ContractRecord(id: "\(number)", title: "n"))
          try await store.update(ContractRecord(id: "\(number)", title: "updated"))
        }
      }
      try await group.waitForAll()
    }

    let reopened = try await FileDataStore<ContractRecord>(fileURL: url).all()
    #expect(Set(reopened.map(\.id)) == Set((0..<60).map(String.init)))
    #expect(reopened.allSatisfy { $0.title == "updated" })
  }

  @Test func `keeps every acknowledged write for the next reader`() async throws {
    let writer = FileDataStore<ContractRecord>(fileURL: url)
    try await writer.insert(milk)
    try await writer.insert(ContractRecord(id: "bread", title: "Buy bread"))
    try await writer.delete(id: "bread")

    let reader = FileDataStore<ContractRecord>(fileURL: url)

    #expect(try await reader.all() == [milk])
  }

  @Test func `loses nothing when 100 tasks write at once`() async throws {
    let store = FileDataStore<ContractRecord>(fileURL: url)

    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in 0..<100 {
        group.addTask { try await store.insert(ContractRecord(id: "\(number)", title: "n")) }
      }
      try await group.waitForAll()
    }

    let reopened = try await FileDataStore<ContractRecord>(fileURL: url).all()
    #expect(Set(reopened.map(\.id)) == Set((0..<100).map(String.init)))
  }

  @Test func `refuses duplicates among concurrent writers without losing the others`()
    async throws
  {
    let store = FileDataStore<ContractRecord>(fileURL: url)
    try await store.insert(milk)

    let refused = try await withThrowingTaskGroup(of: Bool.self) { group in
      for number in 0..<60 {
        group.addTask {
          do {
            let id = number.isMultiple(of: 3) ? "milk" : "\(number)"
            try await store.insert(ContractRecord(id: id, title: "n"))
            return false
          } catch DataStoreError.duplicateID("milk") {
            return true
          }
        }
      }
      return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    let stored = try await FileDataStore<ContractRecord>(fileURL: url).all().map(\.id)
    #expect(refused == 20)
    #expect(stored.count == 41)
    #expect(
      Set(stored) == Set(["milk"] + (0..<60).filter { !$0.isMultiple(of: 3) }.map(String.init))
    )
  }

  /// Files a store must refuse, and what its error says.
  private static let corruptFiles: [(text: String, reason: String)] = [
    ("not json at all", "line 1 is not the header of a ViperSpec store file"),
    (
      #"{"format":"something.else","version":1,"entities":[]}"#,
      #"line 1 names an unknown format "something.else""#
    ),
    (
      #"{"format":"viperspec.datastore","version":1,"entities":[{"id":1}]}"#,
      "the entities cannot be decoded"
    ),
    (
      #"{"format":"viperspec.datastore","version":1,"entities":[{"id":"a","title":"x","date":0},{"id":"a","title":"y","date":0}]}"#,
      "two entities share an ID"
    ),
    (
      #"{"format":"viperspec.datastore","version":0,"entities":[]}"#,
      "line 1 names format version 0, which does not exist"
    ),
    (
      #"{"format":"viperspec.datastore","version":-1,"entities":[]}"#,
      "line 1 names format version -1, which does not exist"
    ),
    (
      #"{"format":"viperspec.datastore","version":2}"# + "\n" + #"{"insert":{"id":1}}"# + "\n",
      "line 2 cannot be decoded"
    ),
    (
      #"{"format":"viperspec.datastore","version":2}"# + "\n"
        + #"{"insert":{"date":0,"id":"a","title":"x"}}"# + "\n"
        + #"{"insert":{"date":0,"id":"a","title":"y"}}"# + "\n",
      "line 3 inserts ID a, which is already stored"
    ),
    (
      #"{"format":"viperspec.datastore","version":2}"# + "\n" + #"{"delete":"a"}"# + "\n",
      "line 2 deletes ID a, which is not stored"
    ),
    (
      #"{"format":"viperspec.datastore","version":2}"# + "\n" + "\n",
      "line 2 is empty"
    ),
    (
      "not a store, and no newline at the end",
      "line 1 is not the header of a ViperSpec store file"
    ),
    (Self.header + "\n" + #"{"delete":"a"}"# + "\n", "line 2 has no checksum"),
    (#"{"format":"viperspec.datastore","version":3}"# + "\n", "line 1 has no checksum"),
  ]

  @Test(arguments: corruptFiles)
  func `reports a corrupt file and never overwrites it`(text: String, reason: String) async throws {
    try write(text)
    let store = FileDataStore<ContractRecord>(fileURL: url)

    await #expect {
      try await store.insert(milk)
    } throws: { error in
      guard case .corrupt(let path, let message) = error as? DataStoreError else { return false }
      return path == url.path && message.contains(reason)
    }
    await #expect(throws: DataStoreError.self) { try await store.all() }
    #expect(contents() == text)
  }

  @Test func `refuses a file from a newer version and leaves it untouched`() async throws {
    let text = #"{"format":"viperspec.datastore","version":4,"entities":[],"more":true}"#
    try write(text)
    let store = FileDataStore<ContractRecord>(fileURL: url)

    await #expect(throws: DataStoreError.unsupportedVersion(path: url.path, found: 4, supported: 3))
    {
      try await store.delete(id: "milk")
    }
    #expect(contents() == text)
  }

  @Test func `says where the file is and what to do in its errors`() {
    let corrupt = DataStoreError.corrupt(path: "/data/todos.json", reason: "bad")
    let newer = DataStoreError.unsupportedVersion(path: "/data/todos.json", found: 3, supported: 1)

    #expect(
      corrupt.description
        == "The store file at /data/todos.json is corrupt (bad); it was left untouched. "
        + "Restore it from a backup or move it away to start empty."
    )
    #expect(
      newer.description.contains("has format version 3, but this build reads up to version 1")
    )
  }

  @Test func `removes the temporary file an earlier crash left, at the next compaction`()
    async throws
  {
    let store = FileDataStore<ContractRecord>(fileURL: url, compactionThreshold: 2)
    try await store.insert(milk)
    let data = url.deletingLastPathComponent()
    let leftover = data.appendingPathComponent(".todos.json.compacting-99999-0")
    try Data("half a file".utf8).write(to: leftover)

    let reopened = FileDataStore<ContractRecord>(fileURL: url, compactionThreshold: 2)
    try await reopened.insert(ContractRecord(id: "bread", title: "Buy bread"))
    for version in 1...4 {
      try await reopened.update(ContractRecord(id: "bread", title: "Buy bread \(version)"))
    }

    #expect(
      try await FileDataStore<ContractRecord>(fileURL: url).all().map(\.id) == ["milk", "bread"]
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["todos.json"])
  }

  @Test func `reports an unreadable location as an I/O error`() async throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let store = FileDataStore<ContractRecord>(fileURL: url)

    await #expect {
      try await store.insert(milk)
    } throws: { error in
      guard case .io(let path, _) = error as? DataStoreError else { return false }
      return path == url.path
    }
  }

  @Test func `keeps a failed write from changing what it serves`() async throws {
    let store = FileDataStore<ContractRecord>(fileURL: url)
    try await store.insert(milk)

    await #expect(throws: DataStoreError.duplicateID("milk")) { try await store.insert(milk) }

    #expect(try await store.all() == [milk])
  }
}
