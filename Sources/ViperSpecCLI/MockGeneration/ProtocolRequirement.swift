/// One requirement of a protocol.
enum ProtocolRequirement: Equatable, Sendable {
  case method(MethodRequirement)
  case property(PropertyRequirement)
  /// A requirement a generated mock cannot meet (a generic method, a static member, an
  /// initializer, a subscript, an associated type), with why, at its line.
  case unsupported(line: Int, reason: String)
}
