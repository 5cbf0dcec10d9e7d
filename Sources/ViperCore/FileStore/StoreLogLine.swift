import Foundation

/// One line of a store file after its header: a write, as `{"insert":…}`, `{"update":…}` or
/// `{"delete":id}` (framed with a checksum since version 3, see `ChecksummedLine`).
///
/// Replaying the lines in order rebuilds the store; writing one is what makes a write durable.
enum StoreLogLine<Entity: Codable & Identifiable>: Decodable where Entity.ID: Codable {
  case insert(Entity)
  case update(Entity)
  case delete(Entity.ID)

  /// The encoder for lines: sorted keys, so equal values always make equal lines.
  static var encoder: JSONEncoder { StoreEncoding.encoder }

  private enum CodingKeys: String, CodingKey {
    case insert, update, delete
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [],
          debugDescription: "expected exactly one of \"insert\", \"update\" or \"delete\""
        )
      )
    }
    switch key {
    case .insert: self = .insert(try container.decode(Entity.self, forKey: .insert))
    case .update: self = .update(try container.decode(Entity.self, forKey: .update))
    case .delete: self = .delete(try container.decode(Entity.ID.self, forKey: .delete))
    }
  }

  /// The error a store gives for the line's value, or `nil` if the file can hold it.
  ///
  /// - Parameter path: The store's file.
  /// - Returns: The refusal ``StoreEncoding`` gives, the same as the in-memory store's.
  func refusal(at path: String) -> DataStoreError? {
    switch self {
    case .insert(let entity), .update(let entity):
      StoreEncoding.refusal(ofEntity: entity, at: path)
    case .delete(let id): StoreEncoding.refusal(of: id, at: path)
    }
  }

  /// The line's JSON: the key written by hand around the encoded value, which spares the encoder
  /// a container per write.
  func json(using encoder: JSONEncoder) throws -> [UInt8] {
    let (key, value): (String, Data) =
      switch self {
      case .insert(let entity): ("insert", try encoder.encode(entity))
      case .update(let entity): ("update", try encoder.encode(entity))
      case .delete(let id): ("delete", try encoder.encode(id))
      }
    return Array(#"{"\#(key)":"#.utf8) + value + [UInt8(ascii: "}")]
  }
}

extension StoreLogLine: Sendable where Entity: Sendable, Entity.ID: Sendable {}
