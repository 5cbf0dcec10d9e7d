import Foundation
import ViperTesting

/// What three stores return after the same writes: the in-memory store, the file store that made
/// them, and a file store that opens the file afterwards, which the stores' promise makes equal.
struct StoreReadings<Entity: Equatable>: Equatable {
  var memory: [Entity]
  var live: [Entity]
  var reopened: [Entity]

  /// Readings that all hold the same entities.
  init(all entities: [Entity]) {
    self.init(memory: entities, live: entities, reopened: entities)
  }

  init(memory: [Entity], live: [Entity], reopened: [Entity]) {
    self.memory = memory
    self.live = live
    self.reopened = reopened
  }
}

extension StoreReadings
where
  Entity: Identifiable & Codable & Sendable,
  Entity.ID: Codable & Sendable & CustomStringConvertible
{
  /// Makes the same writes on an in-memory store and on a file store in its own folder, then
  /// reads both and a file store that opens the file again.
  ///
  /// - Parameters:
  ///   - label: A readable part of the temporary folder's name.
  ///   - compactionThreshold: When the file store rewrites its file; 1,000 as in the app.
  ///   - writes: The writes, made on each store in turn.
  /// - Returns: What each store's `all()` returns.
  /// - Throws: A write's error, or a store's error reading.
  static func after(
    label: String,
    compactionThreshold: Int = 1_000,
    _ writes: (any DataStore<Entity>) async throws -> Void
  ) async throws -> Self {
    let folder = try TemporaryFolder(label: label)
    let url = folder.file("store.json")
    let memory = InMemoryDataStore<Entity>()
    let live = FileDataStore<Entity>(fileURL: url, compactionThreshold: compactionThreshold)

    try await writes(memory)
    try await writes(live)

    return Self(
      memory: try await memory.all(),
      live: try await live.all(),
      reopened: try await FileDataStore<Entity>(fileURL: url).all()
    )
  }
}

/// The reason of the `DataStoreError` a write throws, or `nil` when it succeeds.
///
/// - Parameter write: One write to a store.
/// - Returns: The `io` error's reason, or the whole error for another case.
func refusalReason(_ write: () async throws(DataStoreError) -> Void) async -> String? {
  do throws(DataStoreError) {
    try await write()
    return nil
  } catch {
    if case .io(_, let reason) = error { return reason }
    return "\(error)"
  }
}
