/// A property a protocol requires.
struct PropertyRequirement: Equatable, Sendable {
  let name: String
  /// The type, as written (spaces normalized).
  let type: String
  /// Whether it is `{ get set }`.
  let isSettable: Bool
  /// Whether it is `nonisolated` in an isolated protocol.
  let isNonisolated: Bool
  /// Whether it is a `static` (or `class`) requirement.
  let isStatic: Bool
  /// The line of its `var`.
  let line: Int
  /// The `#if` condition it is declared under, if any.
  var condition: String? = nil

  /// Whether its type is optional, so that it can start as `nil`.
  var isOptional: Bool {
    type.hasSuffix("?") || type.hasPrefix("Optional<")
  }
}
