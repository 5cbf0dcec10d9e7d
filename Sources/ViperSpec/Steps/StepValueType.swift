/// The Swift type a step parameter arrives as, compared with a step closure's parameter types
/// when the step is defined, so that a mismatch names the step instead of failing a run later.
struct StepValueType: Sendable, Equatable {
  private let id: ObjectIdentifier
  /// The type's name, for messages.
  let name: String

  /// Describes a type.
  ///
  /// - Parameter type: The type.
  init(_ type: Any.Type) {
    self.id = ObjectIdentifier(type)
    self.name = String(describing: type)
  }

  /// Whether the values are only known at run time: a transform that returns `any Sendable`.
  var isOpaque: Bool {
    id == ObjectIdentifier((any Sendable).self)
  }

  static func == (lhs: StepValueType, rhs: StepValueType) -> Bool {
    lhs.id == rhs.id
  }
}
