import Foundation

/// A version 1 store file: the header fields and the entities, in order, as one JSON document.
struct StoreFile<Entity: Codable & Identifiable>: Codable {
  let format: String
  let version: Int
  let entities: [Entity]

  /// Decodes the entities of a version 1 file, which must have unique IDs.
  static func decodeEntities(
    _ bytes: [UInt8],
    path: String
  ) throws(DataStoreError) -> OrderedEntities<Entity> {
    let file: StoreFile
    do {
      file = try JSONDecoder().decode(StoreFile.self, from: Data(bytes))
    } catch {
      throw .corrupt(path: path, reason: "the entities cannot be decoded: \(error)")
    }
    var entities = OrderedEntities<Entity>()
    for entity in file.entities {
      guard !entities.contains(id: entity.id) else {
        throw .corrupt(path: path, reason: "two entities share an ID")
      }
      entities.append(entity)
    }
    return entities
  }
}
