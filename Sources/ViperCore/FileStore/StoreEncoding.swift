import Foundation

/// The one encoding a store writes its values with and reads them back with, shared by the file
/// store and the in-memory store of the test kit, so that both refuse the same writes and keep
/// the same values.
///
/// Every write is checked by reading it back as a store that opens the file reads it: its line is
/// encoded, then decoded by the decoder the file's reader uses, with the value under the line's
/// key (`{"insert":…}`), so a value's `init(from:)` sees the coding path it will see on every
/// later opening. A write whose line does not read back is refused before anything is written (a
/// file store that wrote it could not open its file again), and one that reads back as another
/// value is kept as it reads back (a store that kept what it was given would return one value
/// until the file is opened again, and another after).
package enum StoreEncoding {
  /// The encoder for lines: sorted keys, so equal values always make equal lines.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  /// The decoder for lines, the one reading a file uses.
  static var decoder: JSONDecoder { JSONDecoder() }

  /// The entity an insert stores, as a store that opens its file reads it back.
  ///
  /// - Parameters:
  ///   - entity: An entity about to be inserted.
  ///   - path: The store's file, or the in-memory store's name.
  /// - Returns: The entity decoded from its insert line.
  /// - Throws: `DataStoreError.io` when its line cannot be encoded, read back, or keep the
  ///   entity's identifier.
  package static func readBack<Entity: Identifiable & Codable>(
    inserting entity: Entity,
    at path: String
  ) throws(DataStoreError) -> Entity where Entity.ID: Codable {
    let line = try readBack(.insert(entity), using: encoder, decoder: decoder, at: path).line
    return try storedEntity(line, at: path)
  }

  /// The entity an update stores, as a store that opens its file reads it back.
  ///
  /// - Parameters:
  ///   - entity: An entity about to replace the one with its identifier.
  ///   - path: The store's file, or the in-memory store's name.
  /// - Returns: The entity decoded from its update line.
  /// - Throws: `DataStoreError.io` when its line cannot be encoded, read back, or keep the
  ///   entity's identifier.
  package static func readBack<Entity: Identifiable & Codable>(
    updating entity: Entity,
    at path: String
  ) throws(DataStoreError) -> Entity where Entity.ID: Codable {
    let line = try readBack(.update(entity), using: encoder, decoder: decoder, at: path).line
    return try storedEntity(line, at: path)
  }

  /// The error a store gives for deleting an identifier its file could not hold, or `nil` if it
  /// can: one whose delete line does not read back, or reads back as another identifier, which
  /// would delete another entity or none when the file is opened again.
  ///
  /// - Parameters:
  ///   - id: The identifier of the entity about to be deleted.
  ///   - type: The store's entity type.
  ///   - path: The store's file, or the in-memory store's name.
  /// - Returns: `DataStoreError.io` saying what cannot be encoded, and why.
  package static func refusal<Entity: Identifiable & Codable>(
    deleting id: Entity.ID,
    of type: Entity.Type,
    at path: String
  ) -> DataStoreError? where Entity.ID: Codable {
    do {
      _ = try readBack(StoreLogLine<Entity>.delete(id), using: encoder, decoder: decoder, at: path)
      return nil
    } catch {
      return error
    }
  }

  /// A write as a store that opens its file reads it back, and the JSON of its line.
  ///
  /// A line can be written when it encodes and decodes again as a line that writes the same
  /// identifier: a `Decimal.nan` encodes as text no JSON reader accepts, a type whose
  /// `init(from:)` reads other keys than its `encode(to:)` writes cannot be read back, and an
  /// identifier that reads back as another would file the write under it. The file is read with
  /// the same decoder and the same line, so what passes here always opens again.
  ///
  /// - Parameters:
  ///   - line: The write.
  ///   - encoder: The encoder for lines, which a file store keeps rather than make per write.
  ///   - decoder: The decoder for lines, likewise.
  ///   - path: The store's file, or the in-memory store's name.
  /// - Returns: The line decoded from its JSON, which is what the store keeps, and that JSON.
  /// - Throws: `DataStoreError.io` saying what cannot be encoded, and why.
  static func readBack<Entity>(
    _ line: StoreLogLine<Entity>,
    using encoder: JSONEncoder,
    decoder: JSONDecoder,
    at path: String
  ) throws(DataStoreError) -> (line: StoreLogLine<Entity>, json: [UInt8]) {
    let json: [UInt8]
    do {
      json = try line.json(using: encoder)
    } catch {
      // Not the line itself: describing a date that is not a number stops the process.
      throw .io(path: path, reason: "cannot encode a \(line.valueType): \(error)")
    }
    let copy: StoreLogLine<Entity>
    do {
      copy = try StoreLogLine(json: json, decoder: decoder)
    } catch {
      throw .io(
        path: path,
        reason: "cannot encode a \(line.valueType) so that it reads back: \(readBackFailure(error))"
      )
    }
    guard copy.id == line.id else {
      throw .io(
        path: path,
        reason: "cannot encode a \(line.valueType) so that it reads back: its identifier reads "
          + "back as \(copy.id), not \(line.id)"
      )
    }
    return (copy, json)
  }

  /// The entity an insert or update line holds; a line that reads back as a delete (which its
  /// JSON's key, written by the store, rules out) is refused as a write that does not read back.
  private static func storedEntity<Entity>(
    _ line: StoreLogLine<Entity>,
    at path: String
  ) throws(DataStoreError) -> Entity {
    switch line {
    case .insert(let entity), .update(let entity): return entity
    case .delete:
      throw .io(
        path: path,
        reason: "cannot encode a \(Entity.self) so that it reads back: it reads back as a delete"
      )
    }
  }

  /// What went wrong reading a value back, in a sentence.
  private static func readBackFailure(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, _):
      "its decoding needs the key \"\(key.stringValue)\", which its encoding does not write"
    case .dataCorrupted(let context):
      context.underlyingError.map { "\($0)" } ?? context.debugDescription
    default: "\(error)"
    }
  }
}
