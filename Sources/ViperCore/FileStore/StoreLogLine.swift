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

  /// Decodes a line's JSON as reading a file does, with the value under the line's key.
  ///
  /// - Parameters:
  ///   - json: The line's JSON, without its checksum and newline.
  ///   - decoder: The decoder for lines.
  /// - Throws: The decoder's error.
  init(json: some Collection<UInt8>, decoder: JSONDecoder) throws {
    self = try decoder.decode(Self.self, from: Data(json))
  }

  /// The identifier the line writes, which must read back as itself.
  var id: Entity.ID {
    switch self {
    case .insert(let entity), .update(let entity): entity.id
    case .delete(let id): id
    }
  }

  /// The type of the value the line writes, as errors name it.
  var valueType: String {
    switch self {
    case .insert, .update: "\(Entity.self)"
    case .delete: "\(Entity.ID.self)"
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
