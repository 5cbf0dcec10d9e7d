/// One case of an enum, as the runtime's field records describe it.
struct EnumCase: Sendable {
  /// The case's name, such as `editing`.
  let name: String
  /// Whether the case carries a payload.
  let hasPayload: Bool
}
