import Foundation
import Testing
import ViperTesting

/// An entity whose Codable round trip changes it is kept as it reads back from the file: by the
/// in-memory store, by the file store that wrote it, and by one that opens the file again.
///
/// A file store that kept what it was given would return one value until the app restarts and
/// another after, and a test with the in-memory store would see only the second.
@Suite struct ValuesKeptAsTheyReadBackTests {
  /// Does not write `x`, and reads it back as 0.
  struct SkipsX: Identifiable, Codable, Equatable, Sendable {
    enum Keys: String, CodingKey { case id }
    let id: String
    var x: Int

    init(id: String, x: Int) {
      self.id = id
      self.x = x
    }

    init(from decoder: any Decoder) throws {
      id = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .id)
      x = 0
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(id, forKey: .id)
    }
  }

  /// Holds a URL, which the store's JSON writes as its absolute string.
  struct Link: Identifiable, Codable, Equatable, Sendable {
    let id: String
    var url: URL
  }

  private let relative = URL(string: "b", relativeTo: URL(string: "https://a.b/c/"))
  private let absolute = URL(string: "https://a.b/c/b")

  @Test func `an inserted value that reads back changed is returned changed by all three stores`()
    async throws
  {
    let readings = try await StoreReadings<SkipsX>.after(label: "skips-x") { store in
      try await store.insert(SkipsX(id: "a", x: 5))
    }

    #expect(readings == StoreReadings(all: [SkipsX(id: "a", x: 0)]))
  }

  @Test func `a relative URL is returned absolute by all three stores`() async throws {
    let link = Link(id: "a", url: try #require(relative))

    let readings = try await StoreReadings<Link>.after(label: "relative-url") { store in
      try await store.insert(link)
    }

    #expect(readings == StoreReadings(all: [Link(id: "a", url: try #require(absolute))]))
  }

  @Test func `an update that reads back changed is returned changed by all three stores`()
    async throws
  {
    let relative = try #require(relative)
    let absolute = try #require(absolute)

    let readings = try await StoreReadings<Link>.after(label: "relative-url-update") { store in
      try await store.insert(Link(id: "a", url: absolute))
      try await store.insert(Link(id: "b", url: absolute))
      try await store.update(Link(id: "a", url: relative))
    }

    #expect(
      readings == StoreReadings(all: [Link(id: "a", url: absolute), Link(id: "b", url: absolute)])
    )
  }

  @Test func `the live file store finds and filters the value as it reads back`() async throws {
    let folder = try TemporaryFolder(label: "skips-x-lookups")
    let store = FileDataStore<SkipsX>(fileURL: folder.file("store.json"))

    try await store.insert(SkipsX(id: "a", x: 5))

    #expect(try await store.entity(withID: "a") == SkipsX(id: "a", x: 0))
    #expect(try await store.entities { $0.x == 5 } == [])
    #expect(try await store.entities { $0.x == 0 } == [SkipsX(id: "a", x: 0)])
  }

  @Test func `a compacted file keeps the value as it reads back`() async throws {
    let relative = try #require(relative)

    let readings = try await StoreReadings<Link>.after(
      label: "relative-url-compaction",
      compactionThreshold: 1
    ) { store in
      try await store.insert(Link(id: "a", url: relative))
      try await store.update(Link(id: "a", url: relative))
      try await store.update(Link(id: "a", url: relative))
    }

    #expect(readings == StoreReadings(all: [Link(id: "a", url: try #require(absolute))]))
  }

  @Test func `writes that go to disk together each keep their value as it reads back`()
    async throws
  {
    let readings = try await StoreReadings<SkipsX>.after(label: "skips-x-batch") { store in
      try await withThrowingTaskGroup(of: Void.self) { group in
        for number in 0..<20 {
          group.addTask { try await store.insert(SkipsX(id: "r\(number)", x: number + 1)) }
        }
        try await group.waitForAll()
      }
    }

    #expect(readings.live.allSatisfy { $0.x == 0 })
    #expect(Set(readings.live.map(\.id)) == Set((0..<20).map { "r\($0)" }))
    #expect(readings.reopened == readings.live)
  }
}
