/// One case of an enum, as the runtime's field records describe it.
package struct EnumCase: Sendable {
  /// The case's name, such as `editing`.
  package let name: String
  /// Whether the case carries a payload.
  package let hasPayload: Bool
}
