/// One requirement of a protocol.
enum ProtocolRequirement: Equatable, Sendable {
  case method(MethodRequirement)
  case property(PropertyRequirement)
  /// An associated type, with the constraint it is declared with, which the mock takes as a
  /// generic parameter.
  case associatedType(name: String, constraint: String?)
  /// A requirement a generated mock cannot meet (a generic method, a static member, an
  /// initializer, a subscript), with why, at its line.
  case unsupported(line: Int, reason: String)
}
