public import Foundation

/// The production `DataStore`: one JSON file per store, replaced atomically on every write.
///
/// The file holds a format marker, a version and the entities in order. Reads load it once and
/// keep it in memory; every write encodes the new contents, writes a temporary file, syncs it and
/// renames it over the old one, and only then updates memory, so an operation that returned has
/// reached the disk and one that threw changed nothing. The actor serializes operations; use one
/// store per file.
///
/// Writes that arrive while the file is being replaced wait and then go to disk together, in
/// arrival order, in one replacement (group commit): each is checked against the result of the
/// ones before it, so a refused write (a duplicate ID, say) fails alone, and the rest are
/// acknowledged only once the shared replacement is synced. Many concurrent writers therefore cost
/// far fewer file replacements than writes.
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

  /// A write waiting for the next file replacement.
  private struct PendingWrite {
    let change: ([Record]) throws(DataStoreError) -> [Record]
    /// Resumed with the write's outcome; `nil` for the write of the task that flushes.
    let continuation: CheckedContinuation<Result<Void, DataStoreError>, Never>?
  }

  /// The file the store reads and replaces.
  public nonisolated let fileURL: URL
  private var records: [Record]?
  private var pending: [PendingWrite] = []
  private var isFlushing = false
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
    let new = try record(entity)
    try await commit { records throws(DataStoreError) in
      guard !records.contains(where: { $0.entity.id == entity.id }) else {
        throw .duplicateID(entity.id.description)
      }
      return records + [new]
    }
  }

  public func update(_ entity: Entity) async throws(DataStoreError) {
    let new = try record(entity)
    try await commit { records throws(DataStoreError) in
      guard let index = records.firstIndex(where: { $0.entity.id == entity.id }) else {
        throw .notFound(id: entity.id.description)
      }
      var next = records
      next[index] = new
      return next
    }
  }

  public func delete(id: Entity.ID) async throws(DataStoreError) {
    try await commit { records throws(DataStoreError) in
      guard let index = records.firstIndex(where: { $0.entity.id == id }) else {
        throw .notFound(id: id.description)
      }
      var next = records
      next.remove(at: index)
      return next
    }
  }

  /// Queues a change for the next file replacement and returns once it is on disk or refused.
  ///
  /// The first writer to find no replacement under way becomes the flusher: it writes batches
  /// until the queue is empty, while later writers wait for their batch's outcome.
  private func commit(
    _ change: @escaping ([Record]) throws(DataStoreError) -> [Record]
  ) async throws(DataStoreError) {
    _ = try loaded()
    guard !isFlushing else {
      let outcome = await withCheckedContinuation { continuation in
        pending.append(PendingWrite(change: change, continuation: continuation))
      }
      return try outcome.get()
    }
    isFlushing = true
    pending.append(PendingWrite(change: change, continuation: nil))
    var own: Result<Void, DataStoreError> = .success(())
    while !pending.isEmpty {
      let batch = pending
      pending = []
      let outcomes = await flush(batch)
      for (write, outcome) in zip(batch, outcomes) {
        if let continuation = write.continuation {
          continuation.resume(returning: outcome)
        } else {
          own = outcome
        }
      }
    }
    isFlushing = false
    try own.get()
  }

  /// Applies a batch in order, writes the result once, and returns each write's outcome.
  private func flush(_ batch: [PendingWrite]) async -> [Result<Void, DataStoreError>] {
    guard var next = records else {
      preconditionFailure("FileDataStore flushes only after the file was loaded.")
    }
    var outcomes: [Result<Void, DataStoreError>] = []
    for write in batch {
      do throws(DataStoreError) {
        next = try write.change(next)
        outcomes.append(.success(()))
      } catch {
        outcomes.append(.failure(error))
      }
    }
    guard outcomes.contains(where: { (try? $0.get()) != nil }) else { return outcomes }
    do throws(DataStoreError) {
      try await Self.replace(fileURL.path, with: encoded(next))
      records = next
      return outcomes
    } catch {
      return outcomes.map { outcome in outcome.flatMap { .failure(error) } }
    }
  }

  /// Writes the file away from the actor, so that writers arriving meanwhile can queue.
  @concurrent
  private static func replace(_ path: String, with data: Data) async throws(DataStoreError) {
    try AtomicFileWriter.replace(path, with: data)
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
    guard header.version >= 1 else {
      throw .corrupt(
        path: path,
        reason: "format version \(header.version) does not exist; versions start at 1"
      )
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

  private func encoded(_ records: [Record]) -> Data {
    var data = Data(
      #"{"format":"\#(StoreFileHeader.formatName)","version":\#(StoreFileHeader.currentVersion),"entities":["#
        .utf8
    )
    data.reserveCapacity(records.reduce(data.count + 4) { $0 + $1.json.count + 1 })
    for (index, record) in records.enumerated() {
      if index > 0 { data.append(UInt8(ascii: ",")) }
      data.append(record.json)
    }
    data.append(contentsOf: Array("]}\n".utf8))
    return data
  }
}
