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
  /// The protocols and superclass it names, as written.
  let inherited: [String]
  let initializers: [Initializer]
  /// Its stored properties, such as a classic presenter's `weak var view: HomeViewProtocol?`.
  let properties: [StoredPropertyDeclaration]
}
