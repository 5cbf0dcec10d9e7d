import Foundation
import Testing
import ViperTesting

/// A value whose encoding cannot be read back is refused by both stores alike, before anything is
/// written: a file store that wrote it could not open its file again.
@Suite struct ValuesThatDoNotReadBackTests {
  /// Writes the key `v` but reads the key `w`: it encodes, and never decodes.
  struct OneWay: Identifiable, Codable, Equatable, Sendable {
    enum WrittenKeys: String, CodingKey { case id, v }
    enum ReadKeys: String, CodingKey { case id, w }
    let id: String
    let value: Int

    init(id: String, value: Int) {
      self.id = id
      self.value = value
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: ReadKeys.self)
      id = try container.decode(String.self, forKey: .id)
      value = try container.decode(Int.self, forKey: .w)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: WrittenKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(value, forKey: .v)
    }
  }

  /// Writes `v` but reads `w`, defaulting to 0: it reads back, as another value.
  struct Defaulting: Identifiable, Codable, Equatable, Sendable {
    enum Keys: String, CodingKey { case id, v, w }
    let id: String
    let value: Int

    init(id: String, value: Int) {
      self.id = id
      self.value = value
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      id = try container.decode(String.self, forKey: .id)
      value = try container.decodeIfPresent(Int.self, forKey: .w) ?? 0
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(id, forKey: .id)
      try container.encode(value, forKey: .v)
    }
  }

  /// Writes its identifier with a suffix: it would read back under another identifier.
  struct Renaming: Identifiable, Codable, Equatable, Sendable {
    enum Keys: String, CodingKey { case id }
    let id: String

    init(id: String) { self.id = id }

    init(from decoder: any Decoder) throws {
      id = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .id)
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(id + "x", forKey: .id)
    }
  }

  @Test func `both stores return a value as the file store reads it back`() async throws {
    let folder = try TemporaryFolder(label: "defaulting")
    let url = folder.file("store.json")
    let file = FileDataStore<Defaulting>(fileURL: url)
    let memory = InMemoryDataStore<Defaulting>()
    let value = Defaulting(id: "a", value: 5)

    try await file.insert(value)
    try await memory.insert(value)

    let reopened = try await FileDataStore<Defaulting>(fileURL: url).all()
    #expect(reopened == [Defaulting(id: "a", value: 0)])
    #expect(try await memory.all() == reopened)
  }

  @Test func `both stores refuse an entity whose identifier does not read back`() async throws {
    let folder = try TemporaryFolder(label: "renaming")
    let file = FileDataStore<Renaming>(fileURL: folder.file("store.json"))
    let memory = InMemoryDataStore<Renaming>()
    let expected =
      "cannot encode a Renaming so that it reads back: its identifier reads back as ax, not a"

    let fromFile = await refusalReason { () throws(DataStoreError) in
      try await file.insert(Renaming(id: "a"))
    }
    let fromMemory = await refusalReason { () throws(DataStoreError) in
      try await memory.insert(Renaming(id: "a"))
    }

    #expect(fromFile == expected)
    #expect(fromMemory == expected)
    #expect(try await memory.all() == [])
  }

  private static let expectedReason =
    #"cannot encode a OneWay so that it reads back: its decoding needs the key "w", "#
    + "which its encoding does not write"

  @Test func `both stores refuse a type whose decoding reads other keys than it writes`()
    async throws
  {
    let folder = try TemporaryFolder(label: "one-way")
    let file = FileDataStore<OneWay>(fileURL: folder.file("store.json"))
    let memory = InMemoryDataStore<OneWay>()
    let value = OneWay(id: "a", value: 1)

    let fromFile = await refusalReason { () throws(DataStoreError) in try await file.insert(value) }
    let fromMemory = await refusalReason { () throws(DataStoreError) in
      try await memory.insert(value)
    }

    #expect(fromFile == Self.expectedReason)
    #expect(fromMemory == Self.expectedReason)
  }

  @Test func `the file store refuses a Decimal NaN and still opens its file`() async throws {
    let folder = try TemporaryFolder(label: "decimal-nan")
    let url = folder.file("store.json")
    let store = FileDataStore<ContractRecord>(fileURL: url)
    try await store.insert(ContractRecord(id: "kept", title: "kept"))

    let reason = await refusalReason { () throws(DataStoreError) in
      try await store.insert(ContractRecord(id: "nan", title: "nan", amount: .nan))
    }

    #expect(reason?.hasPrefix("cannot encode a ContractRecord so that it reads back: ") == true)
    let reopened = FileDataStore<ContractRecord>(fileURL: url)
    #expect(try await reopened.all().map(\.id) == ["kept"])
  }
}
