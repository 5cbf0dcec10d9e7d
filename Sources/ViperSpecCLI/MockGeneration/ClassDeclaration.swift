/// A class of the module, read for what `viper-spec adopt` needs to build a presenter in a test:
/// what it conforms to and its initializers' parameters.
struct ClassDeclaration: Equatable, Sendable {
  /// One initializer.
  struct Initializer: Equatable, Sendable {
    /// Its parameters, with whether each has a default value.
    let parameters: [(parameter: MethodRequirement.Parameter, hasDefault: Bool)]
    /// Whether other modules can call it.
    let isPublic: Bool
    /// Its effects and failability as written after the parameters: `async`, `throws`, `?`.
    let effects: [String]

    static func == (left: Initializer, right: Initializer) -> Bool {
      left.isPublic == right.isPublic && left.effects == right.effects
        && left.parameters.elementsEqual(right.parameters) { $0 == $1 }
    }
  }

  let name: String
  /// The file that declares it, relative to the package root.
  let file: String
  /// The protocols and superclass it names, as written.
  let inherited: [String]
  let initializers: [Initializer]
}
