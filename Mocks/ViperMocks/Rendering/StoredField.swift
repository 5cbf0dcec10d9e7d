/// One stored property of a struct or element of a tuple, read straight from the value's memory.
struct StoredField: Sendable {
  /// The property's name, or `nil` for an unlabeled tuple element.
  let label: String?
  /// The distance in bytes from the start of the value.
  let offset: Int
  /// The property's type, for the renderer's overrides.
  let type: ObjectIdentifier
  /// Copies the property out of memory that starts at the property.
  let load: @Sendable (UnsafeRawPointer) -> Any
  /// Renders the property straight from memory, when its type is a leaf such as `String`.
  let text: (@Sendable (UnsafeRawPointer) -> String)?

  /// Creates the field of a property whose type is known only at run time.
  ///
  /// - Parameters:
  ///   - name: The name the runtime reports; tuple positions such as `.0` have no label.
  ///   - offset: The distance in bytes from the start of the value.
  ///   - type: The property's type.
  init(name: String, offset: Int, type: Any.Type) {
    self.label = name.hasPrefix(".") ? nil : TextRenderer.propertyName(name)
    self.offset = offset
    self.type = ObjectIdentifier(type)
    func loader<Field>(_: Field.Type) -> @Sendable (UnsafeRawPointer) -> Any {
      { $0.load(as: Field.self) }
    }
    let load = _openExistential(type, do: loader)
    self.load = load
    let leaf = RenderPlan.leafText(for: type)
    self.text = leaf.map { leaf in leaf.renderStored ?? { leaf.render(load($0)) } }
  }
}
