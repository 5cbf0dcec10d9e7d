/// The storage the observable macro writes, shown as the properties a Swift developer wrote.
///
/// `Cart(items: ["Milk"])`, never `Cart(_items: ["Milk"], _$observationRegistrar: …)`: the
/// `@Observable` macro stores each tracked property `items` as `_items` and adds a registrar,
/// `_$observationRegistrar`, whose state changes as views observe the object, so a transcript
/// that showed it would change with who is watching. Beside that registrar, which is left out,
/// every other `_name` is a tracked property's storage and shows as `name`, unless another
/// property has that name. Other names that start with `_$` stay: Swift lets a developer declare
/// them. Both runtime paths apply this rule after ``PropertyWrapperStorage``'s, which names the
/// storage of an ignored wrapped property (`@ObservationIgnored @Clamped var count`).
enum ObservableStorage {
  private static let registrar = "_$observationRegistrar"

  /// Returns the properties a value's stored children stand for.
  ///
  /// - Parameters:
  ///   - children: The stored children, labeled as ``TextRenderer/propertyName(_:)`` spells them.
  ///   - label: Returns a child's label.
  ///   - relabeled: Returns a child under another label.
  /// - Returns: The children without the registrar, each tracked property's storage under the
  ///   property's name; the children themselves when the value is not observable.
  static func properties<Child>(
    _ children: [Child],
    label: (Child) -> String?,
    relabeled: (Child, String) -> Child
  ) -> [Child] {
    let labels = children.map(label)
    guard labels.contains(registrar) else { return children }
    let names = Set(labels.compactMap { $0 })
    return children.compactMap { child in
      guard let label = label(child), label.hasPrefix("_") else { return child }
      guard label != registrar else { return nil }
      let name = String(label.dropFirst())
      guard !name.isEmpty, !name.hasPrefix("$"), !names.contains(name) else { return child }
      return relabeled(child, name)
    }
  }
}
