/// A write waiting to be committed: the line that records it and that line's JSON.
///
/// The JSON is encoded before the write queues, so an entity that cannot be encoded fails alone,
/// on its caller's actor, and committing a batch only frames and concatenates bytes.
struct StoreChange<Entity>: Sendable
where Entity: Identifiable & Codable & Sendable, Entity.ID: Codable & Sendable {
  let line: StoreLogLine<Entity>
  let json: [UInt8]
}
