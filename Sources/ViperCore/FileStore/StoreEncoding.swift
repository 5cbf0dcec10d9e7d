import Foundation

/// The one encoder a store writes its values with, shared by the file store and the in-memory
/// store of the test kit, so that both refuse the same values: one the file format cannot hold
/// (a date or a number that is not a number, say) is refused by both, and changes nothing.
package enum StoreEncoding {
  /// The encoder for lines: sorted keys, so equal values always make equal lines.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  /// The error a store gives for a value the file format cannot hold, or `nil` if it can.
  ///
  /// - Parameters:
  ///   - value: An entity or an identifier about to be written.
  ///   - path: The store's file, or the in-memory store's name.
  /// - Returns: `DataStoreError.io` saying what cannot be encoded, and why.
  package static func refusal<Value: Codable>(of value: Value, at path: String) -> DataStoreError? {
    do {
      _ = try readBack(value, at: path)
      return nil
    } catch {
      return error
    }
  }

  /// The error a store gives for an entity the file format cannot hold, or `nil` if it can: as
  /// for any value, and also when its identifier does not read back as written, which would store
  /// it under another identifier than the one it was written with.
  ///
  /// - Parameters:
  ///   - entity: An entity about to be written.
  ///   - path: The store's file, or the in-memory store's name.
  /// - Returns: `DataStoreError.io` saying what cannot be encoded, and why.
  package static func refusal<Entity: Identifiable & Codable>(
    ofEntity entity: Entity,
    at path: String
  ) -> DataStoreError? {
    do {
      _ = try readBack(entity: entity, at: path)
      return nil
    } catch {
      return error
    }
  }

  /// The entity as a store that wrote it reads it back: what the in-memory store keeps, so that
  /// it returns what the file store would return after opening its file again.
  ///
  /// - Parameters:
  ///   - entity: An entity about to be written.
  ///   - path: The store's file, or the in-memory store's name.
  /// - Returns: The entity decoded from its encoding.
  /// - Throws: `DataStoreError.io` when it cannot be encoded, decoded, or keep its identifier.
  package static func readBack<Entity: Identifiable & Codable>(
    entity: Entity,
    at path: String
  ) throws(DataStoreError) -> Entity {
    let copy = try readBack(entity, at: path)
    guard copy.id == entity.id else {
      throw .io(
        path: path,
        reason: "cannot encode a \(Entity.self) so that it reads back: its identifier reads back "
          + "as \(copy.id), not \(entity.id)"
      )
    }
    return copy
  }

  /// A value as a store that wrote it reads it back.
  ///
  /// A value can be held when it encodes and its encoding decodes again: a `Decimal.nan` encodes
  /// as text no JSON reader accepts, and a type whose `init(from:)` reads other keys than its
  /// `encode(to:)` writes cannot be read back. A store that wrote either could not open its file
  /// again, so both are refused before anything is written.
  private static func readBack<Value: Codable>(
    _ value: Value,
    at path: String
  ) throws(DataStoreError) -> Value {
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      // Not the value itself: describing a date that is not a number stops the process.
      throw .io(path: path, reason: "cannot encode a \(Value.self): \(error)")
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw .io(
        path: path,
        reason: "cannot encode a \(Value.self) so that it reads back: \(readBackFailure(error))"
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
