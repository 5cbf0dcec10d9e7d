public import ViperCore

/// A working in-memory `DataStore` with the file store's exact semantics, plus fault injection.
///
/// Entities keep insertion order, updates keep position, IDs are unique, and a failed operation
/// changes nothing; the `DataStoreContract` suite proves it behaves like `FileDataStore`. Inject a
/// failure into the next read or write to test error paths, and pass a journal to see every
/// operation in the transcript.
///
/// ```swift
/// let store = InMemoryDataStore([milk])
/// store.failNextWrite(with: .io(path: "todos.json", reason: "disk full"))
/// ```
public final class InMemoryDataStore<Entity>: DataStore
where
  Entity: Identifiable & Codable & Sendable, Entity.ID: Codable & Sendable & CustomStringConvertible
{
  private struct State {
    var entities: [Entity]
    var nextReadFailure: DataStoreError?
    var nextWriteFailure: DataStoreError?
  }

  private let state: LockedState<State>
  private let journal: Journal?
  private let name: String

  /// Creates a store holding the given entities.
  ///
  /// - Parameters:
  ///   - entities: The initial contents, in order; their IDs must be unique. A repeated ID fails
  ///     the test, and the store keeps the first entity with it.
  ///   - journal: A journal to record every operation in, if the test asserts them.
  ///   - name: The subject name in the journal.
  ///   - fileID: The file a failure about the entities points at; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line that failure points at.
  ///   - column: The column that failure points at.
  public init(
    _ entities: [Entity] = [],
    journal: Journal? = nil,
    name: String = "store",
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    var seen = Set<Entity.ID>()
    let unique = entities.filter { seen.insert($0.id).inserted }
    self.state = LockedState(State(entities: unique))
    self.journal = journal
    self.name = name
    guard unique.count < entities.count else { return }
    let repeated = Set(entities.map(\.id)).count
    HarnessFailure.report(
      """
      Expected the initial entities of InMemoryDataStore to have unique IDs, but \
      \(entities.count - unique.count) of \(entities.count) repeat an ID (\(repeated) distinct).

      A data store holds one entity per ID, as the file store does; the store keeps the first \
      entity with each ID.

      To fix, give each entity its own ID.
      """,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      journal: journal,
      scope: HarnessScope.current
    )
  }

  /// The stored entities, in order, read without going through the async API.
  public var contents: [Entity] {
    state.withLock { $0.entities }
  }

  /// Makes the next read (`all`, `entity(withID:)` or `entities(matching:)`) throw an error.
  ///
  /// - Parameter error: The error to throw once.
  public func failNextRead(with error: DataStoreError) {
    state.withLock { $0.nextReadFailure = error }
  }

  /// Makes the next write (`insert`, `update` or `delete`) throw an error and change nothing.
  ///
  /// - Parameter error: The error to throw once.
  public func failNextWrite(with error: DataStoreError) {
    state.withLock { $0.nextWriteFailure = error }
  }

  public func all() async throws(DataStoreError) -> [Entity] {
    journal?.record(name, "all()")
    return try read { $0 }
  }

  public func entity(withID id: Entity.ID) async throws(DataStoreError) -> Entity? {
    journal?.record(name, "entity(withID:)", id)
    return try read { entities in entities.first { $0.id == id } }
  }

  public func entities(
    matching isIncluded: @Sendable (Entity) -> Bool
  ) async throws(DataStoreError) -> [Entity] {
    journal?.record(name, "entities(matching:)")
    return try read { $0.filter(isIncluded) }
  }

  public func insert(_ entity: Entity) async throws(DataStoreError) {
    journal?.record(name, "insert(_:)", entity)
    // Kept as a file store that opens its file reads it back, so that both return the same
    // values and refuse the same entities.
    let stored = try StoreEncoding.readBack(inserting: entity, at: name)
    try write { entities throws(DataStoreError) in
      guard !entities.contains(where: { $0.id == stored.id }) else {
        throw .duplicateID(stored.id.description)
      }
      entities.append(stored)
    }
  }

  public func update(_ entity: Entity) async throws(DataStoreError) {
    journal?.record(name, "update(_:)", entity)
    let stored = try StoreEncoding.readBack(updating: entity, at: name)
    try write { entities throws(DataStoreError) in
      guard let index = entities.firstIndex(where: { $0.id == stored.id }) else {
        throw .notFound(id: stored.id.description)
      }
      entities[index] = stored
    }
  }

  public func delete(id: Entity.ID) async throws(DataStoreError) {
    journal?.record(name, "delete(id:)", id)
    if let refusal = StoreEncoding.refusal(deleting: id, of: Entity.self, at: name) {
      throw refusal
    }
    try write { entities throws(DataStoreError) in
      guard let index = entities.firstIndex(where: { $0.id == id }) else {
        throw .notFound(id: id.description)
      }
      entities.remove(at: index)
    }
  }

  private func read<Result>(
    _ body: ([Entity]) -> Result
  ) throws(DataStoreError) -> Result {
    let outcome: Swift.Result<Result, DataStoreError> = state.withLock { state in
      if let failure = state.nextReadFailure {
        state.nextReadFailure = nil
        return .failure(failure)
      }
      return .success(body(state.entities))
    }
    return try outcome.get()
  }

  private func write(
    _ body: (inout [Entity]) throws(DataStoreError) -> Void
  ) throws(DataStoreError) {
    let failure: DataStoreError? = state.withLock { state in
      if let failure = state.nextWriteFailure {
        state.nextWriteFailure = nil
        return failure
      }
      var entities = state.entities
      do throws(DataStoreError) {
        try body(&entities)
      } catch {
        return error
      }
      state.entities = entities
      return nil
    }
    if let failure { throw failure }
  }
}
