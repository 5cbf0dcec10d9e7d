/// The shapes of enum values: a case and its payload, from the enum's layout or from `Mirror`.
extension TextRenderer {
  /// Shows an enum value as `.name(payload)`, or a case without a payload as `.name` (the type's
  /// own description when it has one, as `String(describing:)` writes it).
  ///
  /// - Parameters:
  ///   - value: The enum value, held directly.
  ///   - mirror: Its mirror.
  /// - Returns: Its shape.
  func enumShape(of value: Any, _ mirror: Mirror) -> ValueShape {
    guard let payload = mirror.children.first, let name = payload.label else {
      return .text("." + String(describing: value))
    }
    return enumShape(name: name, payload: payload.value, of: type(of: value))
  }

  /// Shows an enum case with a payload as `.name(payload)`: the elements of a payload that is
  /// the case's associated values without brackets of their own (see ``EnumPayload``).
  ///
  /// - Parameters:
  ///   - name: The case's name.
  ///   - payload: Its payload, as the enum's layout or `Mirror` hands it over.
  ///   - enumType: The enum's type.
  /// - Returns: Its shape.
  func enumShape(name: String, payload: Any, of enumType: Any.Type) -> ValueShape {
    switch RenderPlan.plan(for: payload) {
    case .tuple(let fields) where EnumPayload.listsAssociatedValues(payload, of: enumType):
      return .fields(open: ".\(name)(", value: RenderPlan.concrete(payload), fields: fields)
    case .mirroredTuple(let labels) where EnumPayload.listsAssociatedValues(payload, of: enumType):
      // The safe path's, its labels found once for the payload's type.
      let elements = MirrorPlan.elements(of: payload, labels: labels)
      return .container(open: ".\(name)(", close: ")", children: elements)
    case .reflected
    where Mirror(reflecting: payload).displayStyle == .tuple
      && EnumPayload.listsAssociatedValues(payload, of: enumType):
      // The same text without reading memory: a tuple the metadata does not describe, or whose
      // labels need its values (see `MirrorPlan`).
      let elements = labeled(Mirror(reflecting: payload))
      return .container(open: ".\(name)(", close: ")", children: elements)
    default:
      return .container(open: ".\(name)(", close: ")", children: [(nil, payload)])
    }
  }
}
