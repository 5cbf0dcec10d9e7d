import Foundation

/// The text of a locale's components, such as its region, as their identifiers.
///
/// Each keeps its identifier in private storage, which a mirror shows as `Locale.Region(…)` for
/// every region alike; here it reads `Locale.Region("FR")`.
enum LocaleText {
  /// Returns the text of a locale component type, or `nil` when the type is no such component.
  ///
  /// - Parameter type: A type.
  /// - Returns: Its text.
  static func leafText(for type: Any.Type) -> LeafText? {
    switch type {
    case is Locale.Region.Type: component(Locale.Region.self) { $0.identifier }
    case is Locale.LanguageCode.Type: component(Locale.LanguageCode.self) { $0.identifier }
    case is Locale.Script.Type: component(Locale.Script.self) { $0.identifier }
    case is Locale.Currency.Type: component(Locale.Currency.self) { $0.identifier }
    case is Locale.Collation.Type: component(Locale.Collation.self) { $0.identifier }
    case is Locale.NumberingSystem.Type: component(Locale.NumberingSystem.self) { $0.identifier }
    case is Locale.Variant.Type: component(Locale.Variant.self) { $0.identifier }
    case is Locale.MeasurementSystem.Type:
      component(Locale.MeasurementSystem.self) { $0.identifier }
    case is Locale.Subdivision.Type: component(Locale.Subdivision.self) { $0.identifier }
    default: nil
    }
  }

  /// A component as its initializer from an identifier reads: `Locale.Region("FR")`.
  private static func component<Component: SendableMetatype>(
    _ type: Component.Type,
    _ identifier: @escaping @Sendable (Component) -> String
  ) -> LeafText {
    let name = TypeName.display(type)
    return LeafText(type) { "\(name)(\(TextRenderer.quoted(identifier($0))))" }
  }
}
