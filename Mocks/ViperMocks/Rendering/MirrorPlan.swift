import ViperRuntime

/// How the safe path takes apart the values of a struct, tuple or enum type, worked out once per
/// type through `Mirror` and then reused.
///
/// On the safe path (`VIPERSPEC_RUNTIME=safe`) every value is read through `Mirror`, which looks
/// each child's type up by its mangled name on every read: about half a microsecond a child here.
/// Everything else the reflection path decides about such a value depends on its type alone, so
/// the first value decides it for every other: that the type has no public face (its checks of
/// a struct, tuple or enum are casts and comparisons of the type), that it is neither a metatype
/// nor an object, its name, and its children's labels, which a struct's or tuple's mirror takes
/// from the type. That leaves one `Mirror` a value, and none for most tuples (see
/// ``TupleElements``): before plans, an entry of a three-field struct took 5 µs on the safe path.
///
/// A type keeps the reflection path when a label starts with `_`: whether such a child is a
/// property wrapper's storage (see ``PropertyWrapperStorage``) or the observable macro's (see
/// ``ObservableStorage``) depends on the child's value. Every type keeps it on the metadata path,
/// where a struct reaches reflection only for weak or unowned fields, checked value by value.
enum MirrorPlan {
  /// Returns the safe path's plan for the type of a struct, tuple or enum value.
  ///
  /// - Parameters:
  ///   - value: The first value of the type to render, held directly.
  ///   - mirror: Its mirror, without a custom mirror of its own.
  /// - Returns: The plan, or `nil` when the type keeps the reflection path.
  static func plan(for value: Any, _ mirror: Mirror) -> RenderPlan? {
    guard !RuntimeMode.current.readsMetadata else { return nil }
    let type = type(of: value)
    guard PublicFace.shape(of: value, typeName: TypeName.display(type)) == nil else { return nil }
    switch mirror.displayStyle {
    case .struct:
      return labels(of: mirror).map { .mirroredStructure(name: TypeName.display(type), labels: $0) }
    case .tuple:
      return labels(of: mirror).map { .mirroredTuple(labels: $0) }
    case .enum:
      return .mirroredEnumeration
    default:
      return nil
    }
  }

  /// Returns the children of a struct value, under the labels its plan found.
  ///
  /// - Parameters:
  ///   - value: A value of the planned type, held directly.
  ///   - labels: The labels the plan found.
  /// - Returns: The children, in order.
  static func children(of value: Any, labels: [String?]) -> [(label: String?, value: Any)] {
    var index = 0
    return Mirror(reflecting: value).children.map { child in
      defer { index += 1 }
      return (
        label: labels.indices.contains(index) ? labels[index] : child.label, value: child.value
      )
    }
  }

  /// Returns the elements of a tuple value, under the labels its plan found.
  ///
  /// - Parameters:
  ///   - value: A value of the planned tuple type, held directly.
  ///   - labels: The labels the plan found.
  /// - Returns: The elements, in order.
  static func elements(of value: Any, labels: [String?]) -> [(label: String?, value: Any)] {
    guard let elements = TupleElements.elements(of: value, count: labels.count) else {
      return children(of: value, labels: labels)
    }
    return zip(labels, elements).map { (label: $0, value: $1) }
  }

  /// The labels the reflection path shows a struct's or tuple's children under (no label for a
  /// tuple's unlabeled `.0`), or `nil` when one may be a wrapper's or the macro's storage.
  private static func labels(of mirror: Mirror) -> [String?]? {
    let labels = mirror.children.map { $0.label.map(TextRenderer.propertyName) }
    guard !labels.contains(where: { $0?.hasPrefix("_") ?? false }) else { return nil }
    return labels.map { label in label.flatMap { $0.hasPrefix(".") ? nil : $0 } }
  }
}
