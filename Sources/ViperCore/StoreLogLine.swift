import Foundation

/// One line of a version 2 store file: a write, as `{"insert":…}`, `{"update":…}` or
/// `{"delete":id}`.
///
/// Replaying the lines in order rebuilds the store; writing one is what makes a write durable.
enum StoreLogLine<Entity: Codable & Identifiable>: Decodable where Entity.ID: Codable {
  case insert(Entity)
  case update(Entity)
  case delete(Entity.ID)

  /// The encoder for lines: sorted keys, so equal values always make equal lines.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

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

  /// The line's bytes, newline included: the key written by hand around the encoded value, which
  /// spares the encoder a container per write.
  func bytes(using encoder: JSONEncoder) throws -> [UInt8] {
    let (key, value): (String, Data) =
      switch self {
      case .insert(let entity): ("insert", try encoder.encode(entity))
      case .update(let entity): ("update", try encoder.encode(entity))
      case .delete(let id): ("delete", try encoder.encode(id))
      }
    return Array(#"{"\#(key)":"#.utf8) + value + Array("}\n".utf8)
  }
}

extension StoreLogLine: Sendable where Entity: Sendable, Entity.ID: Sendable {}
