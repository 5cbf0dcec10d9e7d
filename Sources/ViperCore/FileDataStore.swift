public import Foundation

/// The production `DataStore`: one JSON file per store, replaced atomically on every write.
///
/// The file holds a format marker, a version and the entities in order. Reads load it once and
/// keep it in memory; every write encodes the new contents, writes a temporary file, syncs it and
/// renames it over the old one, and only then updates memory, so an operation that returned has
/// reached the disk and one that threw changed nothing. The actor serializes operations; use one
/// store per file.
///
/// A file that cannot be decoded, or that a newer version wrote, raises a clear error naming the
/// path and is never overwritten: every later operation reports the same error until someone
/// repairs or moves the file. A missing file is an empty store.
///
/// ```swift
/// let store = FileDataStore<Todo>(fileURL: documents.appendingPathComponent("todos.json"))
/// try await store.insert(todo)
/// ```
public actor FileDataStore<Entity>: DataStore
where
  Entity: Identifiable & Codable & Sendable, Entity.ID: Codable & Sendable & CustomStringConvertible
{
  private struct Record {
    let entity: Entity
    let json: Data
  }

  /// The file the store reads and replaces.
  public nonisolated let fileURL: URL
  private var records: [Record]?
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }()

  /// Creates a store backed by a file, which is read on first use.
  ///
  /// - Parameter fileURL: The store file; it and its folder are created on the first write.
  public init(fileURL: URL) {
    self.fileURL = fileURL
  }

  public func all() async throws(DataStoreError) -> [Entity] {
    try loaded().map(\.entity)
  }

  public func entity(withID id: Entity.ID) async throws(DataStoreError) -> Entity? {
    try loaded().first { $0.entity.id == id }?.entity
  }

  public func entities(
    matching isIncluded: @Sendable (Entity) -> Bool
  ) async throws(DataStoreError) -> [Entity] {
    try loaded().map(\.entity).filter(isIncluded)
  }

  public func insert(_ entity: Entity) async throws(DataStoreError) {
    var next = try loaded()
    guard !next.contains(where: { $0.entity.id == entity.id }) else {
      throw .duplicateID(entity.id.description)
    }
    next.append(try record(entity))
    try save(next)
  }

  public func update(_ entity: Entity) async throws(DataStoreError) {
    var next = try loaded()
    guard let index = next.firstIndex(where: { $0.entity.id == entity.id }) else {
      throw .notFound(id: entity.id.description)
    }
    next[index] = try record(entity)
    try save(next)
  }

  public func delete(id: Entity.ID) async throws(DataStoreError) {
    var next = try loaded()
    guard let index = next.firstIndex(where: { $0.entity.id == id }) else {
      throw .notFound(id: id.description)
    }
    next.remove(at: index)
    try save(next)
  }

  private func loaded() throws(DataStoreError) -> [Record] {
    if let records { return records }
    let path = fileURL.path
    guard let data = FileManager.default.contents(atPath: path) else {
      guard !FileManager.default.fileExists(atPath: path) else {
        throw .io(path: path, reason: "the file exists but cannot be read")
      }
      records = []
      return []
    }
    let decoder = JSONDecoder()
    let header: StoreFileHeader
    do {
      header = try decoder.decode(StoreFileHeader.self, from: data)
    } catch {
      throw .corrupt(path: path, reason: "not a ViperSpec store file: \(error)")
    }
    guard header.format == StoreFileHeader.formatName else {
      throw .corrupt(path: path, reason: "unknown format \"\(header.format)\"")
    }
    guard header.version <= StoreFileHeader.currentVersion else {
      throw .unsupportedVersion(
        path: path,
        found: header.version,
        supported: StoreFileHeader.currentVersion
      )
    }
    let file: StoreFile<Entity>
    do {
      file = try decoder.decode(StoreFile<Entity>.self, from: data)
    } catch {
      throw .corrupt(path: path, reason: "the entities cannot be decoded: \(error)")
    }
    guard Set(file.entities.map(\.id)).count == file.entities.count else {
      throw .corrupt(path: path, reason: "two entities share an ID")
    }
    var loaded: [Record] = []
    loaded.reserveCapacity(file.entities.count)
    for entity in file.entities {
      loaded.append(try record(entity))
    }
    records = loaded
    return loaded
  }

  private func record(_ entity: Entity) throws(DataStoreError) -> Record {
    do {
      return Record(entity: entity, json: try encoder.encode(entity))
    } catch {
      throw .io(path: fileURL.path, reason: "cannot encode entity \(entity.id): \(error)")
    }
  }

  private func save(_ next: [Record]) throws(DataStoreError) {
    var data = Data(
      #"{"format":"\#(StoreFileHeader.formatName)","version":\#(StoreFileHeader.currentVersion),"entities":["#
        .utf8
    )
    for (index, record) in next.enumerated() {
      if index > 0 { data.append(UInt8(ascii: ",")) }
      data.append(record.json)
    }
    data.append(contentsOf: Array("]}\n".utf8))
    try AtomicFileWriter.replace(fileURL.path, with: data)
    records = next
  }
}
