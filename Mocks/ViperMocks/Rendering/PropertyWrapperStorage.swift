import Foundation
import ViperRuntime

/// A property wrapper's storage, shown as the property a Swift developer wrote.
///
/// `_count`, a `Clamped` holding 3, shows as `count: 3`. The compiler stores
/// `@Clamped var count: Int` as `_count: Clamped`, and nothing at run time marks that storage as
/// a wrapper's: the rule is the one Swift's own declaration follows, a stored property named
/// `_name` whose type has a `wrappedValue`. The runtime sees a `wrappedValue` only where it is
/// data: a stored property of a struct or class, or a child the wrapper's own
/// `CustomReflectable` mirror lists. Such storage shows as `name:` and the value, unwrapped again
/// for each wrapper nested inside (`@A @B var x` stores `A<B<Int>>`). Everything else keeps its
/// name, as it is stored:
///
/// - a `wrappedValue` computed from other storage (`Counter(_count: Clamped(stored: 3))`): it is
///   code, which neither `Mirror` nor the metadata runs. The wrapper can list it in its mirror,
///   `Mirror(self, children: ["wrappedValue": wrappedValue])`, to show as `count: 3`;
/// - a property that merely starts with an underscore (`_raw: String`), a property of an
///   existential type (a wrapper's storage has the wrapper's own type), and storage whose
///   property name another stored property already has (`_value` beside `value`).
///
/// Both runtime paths follow this one rule: the reflection path asks `Mirror` level by level,
/// and the fast path reads the same answer from the stored fields once per type, or leaves the
/// type to the reflection path where it cannot (a class or a custom mirror in the way, whose
/// children depend on the instance).
enum PropertyWrapperStorage {
  /// How many wrappers nested inside one another are unwrapped, on both paths alike: a mirror
  /// may list itself.
  private static let nestingLimit = RenderPath.limit

  /// Returns the property a reflected child stands for, when the child is a wrapper's storage.
  ///
  /// - Parameters:
  ///   - label: The child's label, as ``TextRenderer/propertyName(_:)`` spells it.
  ///   - value: The child's value.
  ///   - siblings: The labels of every child of the same value.
  /// - Returns: The property's name and its value, or `nil` when the child is no wrapper's.
  static func property(
    label: String,
    value: Any,
    siblings: Set<String>
  ) -> (label: String, value: Any)? {
    guard let name = propertyName(ofStorage: label, siblings: siblings),
      var wrapped = wrappedValue(of: value)
    else { return nil }
    for _ in 1..<nestingLimit {
      guard let inner = wrappedValue(of: wrapped) else { break }
      wrapped = inner
    }
    return (name, wrapped)
  }

  /// Resolves the stored fields of a struct or tuple the way ``property(label:value:siblings:)``
  /// resolves its mirror's children, so that the fast path writes the same text.
  ///
  /// - Parameter fields: The fields, as the runtime reports them.
  /// - Returns: The fields with each wrapper's storage replaced by its innermost stored
  ///   `wrappedValue`, renamed; `nil` when a field's reading depends on a value's mirror or a
  ///   class instance, which only the reflection path reads.
  static func resolve(_ fields: [FieldLayout.Field]) -> [FieldLayout.Field]? {
    let siblings = Set(fields.map { TextRenderer.propertyName($0.name) })
    var resolved: [FieldLayout.Field] = []
    for field in fields {
      guard let name = propertyName(ofStorage: field.name, siblings: siblings) else {
        resolved.append(field)
        continue
      }
      var innermost: FieldLayout.Field?
      var current = field
      unwrapping: for _ in 0..<nestingLimit {
        switch storedWrappedValue(in: current) {
        case .absent:
          break unwrapping
        case .unreadable:
          return nil
        case .stored(let inner):
          current = (name, current.offset + inner.offset, inner.type, inner.storage)
          innermost = current
        }
      }
      resolved.append(innermost ?? field)
    }
    return resolved
  }

  /// The property a stored property named `_name` stands for, unless another has its name.
  private static func propertyName(ofStorage label: String, siblings: Set<String>) -> String? {
    guard label.hasPrefix("_"), label.count > 1 else { return nil }
    let name = String(label.dropFirst())
    return siblings.contains(name) ? nil : name
  }

  /// The `wrappedValue` a value's mirror lists, as the reflection path finds it.
  private static func wrappedValue(of value: Any) -> Any? {
    // Held as an existential: a property of type `Any` is no wrapper's storage.
    func openedType<Opened>(_: Opened) -> Any.Type { Opened.self }
    let type = type(of: value)
    guard openedType(value) == type, !holdsNoWrappedValue(type) else { return nil }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum || mirror.displayStyle == .optional { return nil }
    return mirror.children.first { $0.label == "wrappedValue" }?.value
  }

  private enum Lookup {
    case absent
    case stored(FieldLayout.Field)
    case unreadable
  }

  /// The `wrappedValue` a field's type stores, as the fast path finds it without a value.
  private static func storedWrappedValue(in field: FieldLayout.Field) -> Lookup {
    if holdsNoWrappedValue(field.type) { return .absent }
    // A custom mirror may list a `wrappedValue` the storage does not have, or hide one it has.
    if field.type is any CustomReflectable.Type { return .unreadable }
    switch field.storage {
    case .other:
      return .absent
    case .object:
      // Which fields `Mirror` lists depends on the instance's own class, a subclass perhaps.
      return .unreadable
    case .inline:
      guard let fields = FieldLayout.fields(of: field.type) else { return .unreadable }
      guard let wrapped = fields.first(where: { $0.name == "wrappedValue" }) else { return .absent }
      return FieldLayout.copiesField(named: "wrappedValue", of: field.type)
        ? .stored(wrapped) : .unreadable
    }
  }

  /// Whether values of the type are the toolchain's own, whose mirrors never list a
  /// `wrappedValue`: both paths skip them, the fast path for their custom mirrors.
  private static func holdsNoWrappedValue(_ type: Any.Type) -> Bool {
    type is Date.Type || RenderPlan.leafText(for: type) != nil || PublicFace.covers(type)
      || type is any OptionalShape.Type || type is any ArrayShape.Type
      || type is any HoldsNoWrappedValue.Type
  }
}

/// A collection of the standard library that no property wrapper's storage can be.
private protocol HoldsNoWrappedValue {}

extension Dictionary: HoldsNoWrappedValue {}

extension Set: HoldsNoWrappedValue {}

extension ClosedRange: HoldsNoWrappedValue {}

extension Range: HoldsNoWrappedValue {}
