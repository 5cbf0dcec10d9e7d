/// A whole store file: the header fields and the entities, in order.
struct StoreFile<Entity: Codable>: Codable {
  let format: String
  let version: Int
  let entities: [Entity]
}
