/// The text of a leaf value, such as a number or a string, from a boxed value or from memory.
///
/// A struct's stored `String` or `Int` is rendered straight from the struct's memory, without
/// boxing it in `Any` and casting it back, which is most of the cost of a typical row.
struct LeafText: Sendable {
  /// Renders a boxed value of the leaf's type.
  let render: @Sendable (Any) -> String
  /// Renders a value of the leaf's type that starts at the pointer, when the type is known
  /// statically enough to read it.
  let renderStored: (@Sendable (UnsafeRawPointer) -> String)?

  /// Creates the text of a leaf type known statically.
  ///
  /// - Parameters:
  ///   - type: The leaf type.
  ///   - text: Returns the text of a value.
  init<Leaf: SendableMetatype>(_ type: Leaf.Type, _ text: @escaping @Sendable (Leaf) -> String) {
    self.render = { value in (value as? Leaf).map(text) ?? String(describing: value) }
    self.renderStored = { text($0.load(as: Leaf.self)) }
  }

  /// Creates the text of a leaf type known only at run time, which is rendered from boxes.
  ///
  /// - Parameter text: Returns the text of a boxed value.
  init(_ text: @escaping @Sendable (Any) -> String) {
    self.render = text
    self.renderStored = nil
  }
}
