/// A write waiting to be committed: the line that records it, as it reads back, and its JSON.
///
/// The JSON is encoded and read back before the write queues, so an entity that cannot be encoded
/// or read back fails alone, on its caller's actor, and committing a batch only frames and
/// concatenates bytes. The line is the one decoded from the JSON, so the store keeps what a store
/// that opens the file later reads (see `StoreEncoding`).
struct StoreChange<Entity>: Sendable
where Entity: Identifiable & Codable & Sendable, Entity.ID: Codable & Sendable {
  let line: StoreLogLine<Entity>
  let json: [UInt8]
}
