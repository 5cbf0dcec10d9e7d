import Foundation

/// A placeholder of a `Decodable` type, for a call nothing answered whose result has no literal one.
///
/// For a class entity or a struct without a plain initializer: the value decoded from nothing,
/// every field at its zero (`""`, `0`, `false`, `nil`, empty collections, the first case
/// of a `CaseIterable` enum, the reference date, the nil UUID). The stub has already failed the
/// test, naming what to stub; the placeholder only lets the code under test go on to its end.
enum DecodedPlaceholder {
  /// A placeholder of the type.
  ///
  /// - Parameter type: The type.
  /// - Returns: Its zero, or `nil` when it is not `Decodable` or cannot be decoded from zeros (an
  ///   enum with associated values, a field that checks its value).
  static func make<Value>(_ type: Value.Type) -> Value? {
    (try? ZeroDecoder(depth: 0).decode(type)) ?? nil
  }
}

/// A decoder that answers every question with a zero, to a bounded depth.
private struct ZeroDecoder: Decoder {
  let depth: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The zero of a type: a known value, the first case, or the type decoded from zeros.
  func decode<Value>(_ type: Value.Type) throws -> Value? {
    guard depth < 32 else { throw ZeroDecoderError() }
    switch type {
    case is Date.Type: return Date(timeIntervalSinceReferenceDate: 0) as? Value
    case is UUID.Type: return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as? Value
    case is URL.Type: return URL(fileURLWithPath: "/") as? Value
    default: break
    }
    if let cases = type as? any CaseIterable.Type, let first = Self.firstCase(of: cases) {
      return first as? Value
    }
    guard let decodable = type as? any Decodable.Type else { return nil }
    return try decodable.init(from: ZeroDecoder(depth: depth + 1)) as? Value
  }

  private static func firstCase<Cases: CaseIterable>(of type: Cases.Type) -> Any? {
    type.allCases.first
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(ZeroKeyedContainer<Key>(decoder: self))
  }

  func unkeyedContainer() -> any UnkeyedDecodingContainer {
    ZeroUnkeyedContainer()
  }

  func singleValueContainer() -> any SingleValueDecodingContainer {
    ZeroSingleValueContainer(decoder: self)
  }

  /// The zero of a value a container is asked for.
  func zero<Value: Decodable>(_ type: Value.Type) throws -> Value {
    let known: Any? =
      switch type {
      case is String.Type: ""
      case is Bool.Type: false
      case let number as any Numeric.Type: number.zero
      default: nil
      }
    if let value = known as? Value { return value }
    guard let value = try decode(type) else { throw ZeroDecoderError() }
    return value
  }
}

extension Numeric {
  fileprivate static var zero: Self { 0 }
}

private struct ZeroDecoderError: Error {}

private struct ZeroKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ZeroDecoder
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { [] }

  // Absent, so an optional field decodes as `nil`.
  func contains(_ key: Key) -> Bool { false }
  func decodeNil(forKey key: Key) -> Bool { true }
  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try decoder.zero(type)
  }
  func nestedContainer<Nested: CodingKey>(
    keyedBy type: Nested.Type,
    forKey key: Key
  ) -> KeyedDecodingContainer<Nested> {
    decoder.container(keyedBy: type)
  }
  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
    ZeroUnkeyedContainer()
  }
  func superDecoder() -> any Decoder { decoder }
  func superDecoder(forKey key: Key) -> any Decoder { decoder }
}

/// An empty list.
private struct ZeroUnkeyedContainer: UnkeyedDecodingContainer {
  var codingPath: [any CodingKey] { [] }
  var count: Int? { 0 }
  var isAtEnd: Bool { true }
  var currentIndex: Int { 0 }

  mutating func decodeNil() -> Bool { true }
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    throw ZeroDecoderError()
  }
  mutating func nestedContainer<Nested: CodingKey>(
    keyedBy type: Nested.Type
  ) throws -> KeyedDecodingContainer<Nested> {
    throw ZeroDecoderError()
  }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw ZeroDecoderError()
  }
  mutating func superDecoder() throws -> any Decoder { throw ZeroDecoderError() }
}

private struct ZeroSingleValueContainer: SingleValueDecodingContainer {
  let decoder: ZeroDecoder
  var codingPath: [any CodingKey] { [] }

  func decodeNil() -> Bool { false }
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try decoder.zero(type)
  }
}
