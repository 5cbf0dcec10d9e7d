/// An asynchronous store of identifiable entities, the one persistence seam use cases depend on.
///
/// Every conformance keeps the same rules, which the `DataStoreContract` suite checks: ``all()``
/// returns entities in insertion order, updates keep an entity's position, IDs are unique, and a
/// failed operation changes nothing. Use `FileDataStore` in an app and `InMemoryDataStore` in tests.
///
/// ```swift
/// let store: any DataStore<Todo> = FileDataStore(fileURL: url)
/// try await store.insert(todo)
/// let open = try await store.entities { !$0.isCompleted }
/// ```
public protocol DataStore<Entity>: Sendable {
  /// The kind of value the store holds.
  associatedtype Entity: Identifiable & Codable & Sendable
  where Entity.ID: Codable & Sendable & CustomStringConvertible

  /// Returns every entity, in insertion order.
  ///
  /// - Returns: All stored entities.
  /// - Throws: `DataStoreError` when the backing storage cannot be read.
  func all() async throws(DataStoreError) -> [Entity]

  /// Returns the entity with the identifier, or `nil` when there is none.
  ///
  /// - Parameter id: The identifier to look up.
  /// - Returns: The entity, or `nil`.
  /// - Throws: `DataStoreError` when the backing storage cannot be read.
  func entity(withID id: Entity.ID) async throws(DataStoreError) -> Entity?

  /// Returns the entities that satisfy a predicate, in insertion order.
  ///
  /// - Parameter isIncluded: Decides whether an entity is returned.
  /// - Returns: The matching entities.
  /// - Throws: `DataStoreError` when the backing storage cannot be read.
  func entities(
    matching isIncluded: @Sendable (Entity) -> Bool
  ) async throws(DataStoreError) -> [Entity]

  /// Adds a new entity at the end.
  ///
  /// - Parameter entity: The entity to add; its ID must not be stored yet.
  /// - Throws: `DataStoreError.duplicateID` when the ID exists, or a storage error.
  func insert(_ entity: Entity) async throws(DataStoreError)

  /// Replaces the stored entity that has the same ID, keeping its position.
  ///
  /// - Parameter entity: The new value of an existing entity.
  /// - Throws: `DataStoreError.notFound` when the ID is not stored, or a storage error.
  func update(_ entity: Entity) async throws(DataStoreError)

  /// Removes the entity with the identifier.
  ///
  /// - Parameter id: The identifier of a stored entity.
  /// - Throws: `DataStoreError.notFound` when the ID is not stored, or a storage error.
  func delete(id: Entity.ID) async throws(DataStoreError)
}
