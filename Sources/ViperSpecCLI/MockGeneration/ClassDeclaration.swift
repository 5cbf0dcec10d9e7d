import Foundation

/// A class of the module, read for what `viper-spec adopt` needs to build a presenter in a test:
/// what it conforms to, its initializers' parameters and the properties it is wired through.
struct ClassDeclaration: Equatable, Sendable {
  /// One initializer.
  struct Initializer: Equatable, Sendable {
    /// Its parameters, with whether each has a default value.
    let parameters: [(parameter: MethodRequirement.Parameter, hasDefault: Bool)]
    /// Whether other modules can call it.
    let isPublic: Bool
    /// Whether it is `private` or `fileprivate`, which even a `@testable import` cannot call.
    let isPrivate: Bool
    /// Its effects and failability as written after the parameters: `async`, `throws`, `?`.
    let effects: [String]

    static func == (left: Initializer, right: Initializer) -> Bool {
      left.isPublic == right.isPublic && left.isPrivate == right.isPrivate
        && left.effects == right.effects
        && left.parameters.elementsEqual(right.parameters) { $0 == $1 }
    }
  }

  let name: String
  /// The file that declares it, relative to the package root.
  let file: String
  /// Whether other modules can see it; an internal one is reached through `@testable import`.
  let isPublic: Bool
  /// Whether it is `@MainActor` by its own attribute.
  let isMainActor: Bool
  /// Its generic parameters' names: `View` for `class BasePresenter<View>`.
  let genericParameters: [String]
  /// The protocols and superclass it names, as written.
  let inherited: [String]
  let initializers: [Initializer]
  /// Its stored properties, such as a classic presenter's `weak var view: HomeViewProtocol?`.
  let properties: [StoredPropertyDeclaration]

  /// Its properties with those of its superclass, when the module declares that class, each
  /// generic parameter of the superclass read as the argument it is given
  /// (`class SettingsPresenter: BasePresenter<SettingsViewInput>` has `var view: SettingsViewInput?`).
  ///
  /// - Parameter module: The module's declarations.
  /// - Returns: The properties.
  func propertiesWithInherited(in module: ModuleDeclarations) -> [StoredPropertyDeclaration] {
    guard let superclass = inherited.first,
      let base = module.classes.first(where: { $0.name == superclass.prefix { $0 != "<" } })
    else { return properties }
    let arguments =
      superclass.contains("<")
      ? superclass.drop { $0 != "<" }.dropFirst().dropLast().split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      } : []
    let substitutions = Dictionary(
      zip(base.genericParameters, arguments).map { ($0, $1) },
      uniquingKeysWith: { first, _ in first }
    )
    let inheritedProperties = base.properties.map { property in
      StoredPropertyDeclaration(
        name: property.name,
        type: property.type.split(separator: " ", omittingEmptySubsequences: false)
          .map { word in
            let name = word.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return (substitutions[String(name)] ?? String(name)) + word.dropFirst(name.count)
          }
          .joined(separator: " "),
        isVariable: property.isVariable,
        hasDefault: property.hasDefault,
        isPrivate: property.isPrivate
      )
    }
    return properties
      + inheritedProperties.filter { inherited in
        !properties.contains { $0.name == inherited.name }
      }
  }
}
