public import Foundation

/// The production `DataStore`: an append-only log file per store, safe to share between processes.
///
/// A write appends one line to the file and syncs it before it returns, so an operation that
/// returned has reached the disk and one that threw changed nothing, and a write costs the same
/// however large the store is. Reads are served from memory once the file was read. When the lines
/// of replaced and removed values outnumber the entities, a write compacts the file: it rewrites
/// it with one line per entity into a temporary file, syncs it and renames it over the log. A
/// crash at any moment loses no acknowledged write: a cut-off last line was never acknowledged, is
/// ignored, and is cut off by the next write.
///
/// Writes that arrive while a write is on its way to disk wait and then go together, in arrival
/// order, in one append and one sync (group commit): each is checked against the result of the
/// ones before it, so a refused write (a duplicate ID, say) fails alone. The caller that finds the
/// store idle does the file work itself, on the global concurrent executor (never on the caller's
/// actor), so a write costs its append, its sync and no hand-off between threads.
///
/// Several stores, in one process or several, may share a file: each write holds an advisory lock
/// on the file (`flock`) and first reads what the others appended, so none of them loses or
/// misses an acknowledged write; a second writer waits for the first to finish its append.
///
/// A file that cannot be decoded, or that a newer version wrote, raises a clear error naming the
/// path and is never written to: every later operation reports the same error until someone
/// repairs or moves the file. A missing file is an empty store. Version 1 files (one JSON
/// document) are read, and rewritten as a log by the first write.
///
/// ```swift
/// let store = FileDataStore<Todo>(fileURL: documents.appendingPathComponent("todos.json"))
/// try await store.insert(todo)
/// ```
public final class FileDataStore<Entity>: DataStore
where
  Entity: Identifiable & Codable & Sendable, Entity.ID: Codable & Sendable & CustomStringConvertible
{
  private typealias WriteContinuation = UnsafeContinuation<Result<Void, DataStoreError>, Never>
  private typealias ReadContinuation = UnsafeContinuation<
    Result<OrderedEntities<Entity>, DataStoreError>, Never
  >

  /// An operation waiting for its turn with the file, resumed with its outcome.
  private enum Request {
    case write(StoreChange<Entity>, WriteContinuation)
    case read(ReadContinuation)
  }

  private struct State {
    /// What was read of the file; `nil` before the first read, after a read failed, and while a
    /// caller serves requests with it.
    var log: StoreLog<Entity>?
    var requests: [Request] = []
    var isServing = false
  }

  /// The file the store reads and appends to.
  public let fileURL: URL
  private let compactionThreshold: Int
  private let state = LockedState(State())
  private let encoder = StoreLogLine<Entity>.encoder
  private let decoder = StoreEncoding.decoder

  /// Creates a store backed by a file, which is read on first use.
  ///
  /// - Parameter fileURL: The store file; it and its folder are created on the first write.
  public convenience init(fileURL: URL) {
    self.init(fileURL: fileURL, compactionThreshold: 1_000)
  }

  /// Creates a store that compacts its file once this many lines describe replaced values (and
  /// they outnumber the entities); tests lower it to see compaction happen.
  package init(fileURL: URL, compactionThreshold: Int) {
    self.fileURL = fileURL
    self.compactionThreshold = compactionThreshold
  }

  @concurrent
  public func all() async throws(DataStoreError) -> [Entity] {
    try await current().values
  }

  @concurrent
  public func entity(withID id: Entity.ID) async throws(DataStoreError) -> Entity? {
    try await current().entity(withID: id)
  }

  @concurrent
  public func entities(
    matching isIncluded: @Sendable (Entity) -> Bool
  ) async throws(DataStoreError) -> [Entity] {
    try await current().values.filter(isIncluded)
  }

  @concurrent
  public func insert(_ entity: Entity) async throws(DataStoreError) {
    try await commit(.insert(entity))
  }

  @concurrent
  public func update(_ entity: Entity) async throws(DataStoreError) {
    try await commit(.update(entity))
  }

  @concurrent
  public func delete(id: Entity.ID) async throws(DataStoreError) {
    try await commit(.delete(id))
  }

  /// The entities as the file holds them now, after every write that came before.
  private func current() async throws(DataStoreError) -> OrderedEntities<Entity> {
    try await withUnsafeContinuation { serve(.read($0)) }.get()
  }

  /// Returns once the write is on disk or refused.
  ///
  /// The write is kept as its line reads back, as a store that opens the file later holds it,
  /// so this store returns the same values before and after the file is opened again.
  private func commit(_ line: StoreLogLine<Entity>) async throws(DataStoreError) {
    let (copy, json) = try StoreEncoding.readBack(
      line,
      using: encoder,
      decoder: decoder,
      at: fileURL.path
    )
    let change = StoreChange(line: copy, json: json)
    try await withUnsafeContinuation { serve(.write(change, $0)) }.get()
  }

  /// Queues a request; the caller that finds no one serving serves every queued request, in
  /// order, until the queue is empty, while later callers wait for their outcome.
  ///
  /// A request served by its own caller is resumed before its continuation is awaited, so the
  /// uncontended path never suspends.
  private func serve(_ request: Request) {
    let servesQueue = state.withLock { state in
      state.requests.append(request)
      guard !state.isServing else { return false }
      state.isServing = true
      return true
    }
    guard servesQueue else { return }
    while true {
      // The log moves out of the state and back, never copied: a second reference to it would
      // make every write copy all the entities.
      var log: StoreLog<Entity>?
      let requests = state.withLock { state -> [Request] in
        guard !state.requests.isEmpty else {
          state.isServing = false
          return []
        }
        defer { state.requests = [] }
        log = state.log.take()
        return state.requests
      }
      guard !requests.isEmpty else { return }
      serve(requests, with: &log)
      state.withLock { $0.log = log }
    }
  }

  /// Serves requests in arrival order; consecutive writes go to disk together.
  private func serve(_ requests: [Request], with log: inout StoreLog<Entity>?) {
    var index = requests.startIndex
    while index < requests.endIndex {
      var writes: [(change: StoreChange<Entity>, continuation: WriteContinuation)] = []
      while index < requests.endIndex, case .write(let change, let continuation) = requests[index] {
        writes.append((change, continuation))
        index += 1
      }
      if !writes.isEmpty {
        let outcomes = commit(writes.map { $0.change }, with: &log)
        for (write, outcome) in zip(writes, outcomes) {
          write.continuation.resume(returning: outcome)
        }
      }
      if index < requests.endIndex, case .read(let continuation) = requests[index] {
        continuation.resume(returning: Result { () throws(DataStoreError) in try read(with: &log) })
        index += 1
      }
    }
  }

  /// Returns the entities once caught up with the file under a shared lock: from memory when the
  /// file still ends with the last line read or written, after reading what others appended
  /// otherwise.
  private func read(
    with log: inout StoreLog<Entity>?
  ) throws(DataStoreError) -> OrderedEntities<
    Entity
  > {
    guard let file = try LockedFile.acquire(fileURL.path, forWriting: false) else {
      log = StoreLog()
      return OrderedEntities()
    }
    var next = log.take() ?? StoreLog()
    try next.catchUp(with: file)
    log = next
    return next.entities
  }

  /// Locks the file, catches up with it and commits a batch of writes with one append and one sync.
  ///
  /// The lock is released before anyone is told the outcome.
  private func commit(
    _ changes: [StoreChange<Entity>],
    with log: inout StoreLog<Entity>?
  ) -> [Result<Void, DataStoreError>] {
    var next = log.take() ?? StoreLog()
    do throws(DataStoreError) {
      guard let file = try LockedFile.acquire(fileURL.path, forWriting: true) else {
        preconditionFailure("A writer's lock creates the file it locks.")
      }
      try next.catchUp(with: file)
      let outcomes = next.commit(changes, to: file, compactionThreshold: compactionThreshold)
      log = next
      return outcomes
    } catch {
      return changes.map { _ in .failure(error) }
    }
  }
}
