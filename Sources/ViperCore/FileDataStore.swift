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
/// ones before it, so a refused write (a duplicate ID, say) fails alone.
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
public actor FileDataStore<Entity>: DataStore
where
  Entity: Identifiable & Codable & Sendable, Entity.ID: Codable & Sendable & CustomStringConvertible
{
  /// A write waiting for the next commit.
  private struct PendingWrite {
    let change: StoreChange<Entity>
    /// Resumed with the write's outcome; `nil` for the write of the task that commits.
    let continuation: CheckedContinuation<Result<Void, DataStoreError>, Never>?
  }

  /// The file the store reads and appends to.
  public nonisolated let fileURL: URL
  private let compactionThreshold: Int
  /// What was read of the file; `nil` before the first read, after a read failed, and while a
  /// commit owns it.
  private var log: StoreLog<Entity>?
  private var pending: [PendingWrite] = []
  private var isCommitting = false
  /// Reads that arrived during a commit, resumed with its result.
  private var waitingReads:
    [CheckedContinuation<Result<OrderedEntities<Entity>, DataStoreError>, Never>] = []
  private let encoder = StoreLogLine<Entity>.encoder

  /// Creates a store backed by a file, which is read on first use.
  ///
  /// - Parameter fileURL: The store file; it and its folder are created on the first write.
  public init(fileURL: URL) {
    self.init(fileURL: fileURL, compactionThreshold: 1_000)
  }

  /// Creates a store that compacts its file once this many lines describe replaced values (and
  /// they outnumber the entities); tests lower it to see compaction happen.
  package init(fileURL: URL, compactionThreshold: Int) {
    self.fileURL = fileURL
    self.compactionThreshold = compactionThreshold
  }

  public func all() async throws(DataStoreError) -> [Entity] {
    try await current().values
  }

  public func entity(withID id: Entity.ID) async throws(DataStoreError) -> Entity? {
    try await current().entity(withID: id)
  }

  public func entities(
    matching isIncluded: @Sendable (Entity) -> Bool
  ) async throws(DataStoreError) -> [Entity] {
    try await current().values.filter(isIncluded)
  }

  public func insert(_ entity: Entity) async throws(DataStoreError) {
    try await commit(.insert(entity))
  }

  public func update(_ entity: Entity) async throws(DataStoreError) {
    try await commit(.update(entity))
  }

  public func delete(id: Entity.ID) async throws(DataStoreError) {
    try await commit(.delete(id))
  }

  /// The entities as the file holds them now.
  ///
  /// They come from memory when the file has not changed since it was last read or written,
  /// otherwise from reading what changed under a shared lock. During a commit, the read waits for
  /// it and gets its result.
  private func current() async throws(DataStoreError) -> OrderedEntities<Entity> {
    guard !isCommitting else {
      return try await withCheckedContinuation { waitingReads.append($0) }.get()
    }
    let path = fileURL.path
    let onDisk = try LockedFile.status(ofPath: path)
    if let log, log.status == onDisk { return log.entities }
    guard let file = try LockedFile.acquire(path, forWriting: false) else {
      log = StoreLog()
      return OrderedEntities()
    }
    var next = log ?? StoreLog()
    do throws(DataStoreError) {
      try next.catchUp(with: file)
    } catch {
      log = nil
      throw error
    }
    log = next
    return next.entities
  }

  /// Queues a write for the next commit and returns once it is on disk or refused.
  ///
  /// The first writer to find no commit under way commits batches until the queue is empty,
  /// while later writers wait for their batch's outcome.
  private func commit(_ line: StoreLogLine<Entity>) async throws(DataStoreError) {
    let change = try encoded(line)
    guard !isCommitting else {
      let outcome = await withCheckedContinuation { continuation in
        pending.append(PendingWrite(change: change, continuation: continuation))
      }
      return try outcome.get()
    }
    isCommitting = true
    pending.append(PendingWrite(change: change, continuation: nil))
    var own: Result<Void, DataStoreError> = .success(())
    while !pending.isEmpty {
      let batch = pending
      pending = []
      // The commit takes the log, so that it is the only owner and changes it in place.
      let (next, outcomes) = await Self.commit(
        batch.map { $0.change },
        to: log.take() ?? StoreLog(),
        path: fileURL.path,
        compactionThreshold: compactionThreshold
      )
      log = try? next.get()
      let reads = waitingReads
      waitingReads = []
      for read in reads { read.resume(returning: next.map { $0.entities }) }
      for (write, outcome) in zip(batch, outcomes) {
        if let continuation = write.continuation {
          continuation.resume(returning: outcome)
        } else {
          own = outcome
        }
      }
    }
    isCommitting = false
    try own.get()
  }

  /// Locks the file, catches up with it and commits a batch, away from the actor so that writers
  /// arriving meanwhile can queue.
  @concurrent
  private static func commit(
    _ changes: [StoreChange<Entity>],
    to log: consuming StoreLog<Entity>,
    path: String,
    compactionThreshold: Int
  ) async -> (Result<StoreLog<Entity>, DataStoreError>, [Result<Void, DataStoreError>]) {
    do throws(DataStoreError) {
      guard let file = try LockedFile.acquire(path, forWriting: true) else {
        preconditionFailure("A writer's lock creates the file it locks.")
      }
      try log.catchUp(with: file)
      let outcomes = log.commit(changes, to: file, compactionThreshold: compactionThreshold)
      return (.success(log), outcomes)
    } catch {
      return (.failure(error), changes.map { _ in .failure(error) })
    }
  }

  private func encoded(_ line: StoreLogLine<Entity>) throws(DataStoreError) -> StoreChange<Entity> {
    do {
      return StoreChange(line: line, bytes: try line.bytes(using: encoder))
    } catch {
      throw .io(path: fileURL.path, reason: "cannot encode \(line): \(error)")
    }
  }
}
