/// The kit's type names as a generated double writes them: bare, or qualified by `ViperMocks`
/// where the module declares a type of the same name (an entity named `Journal`), which would
/// make the bare name ambiguous in a file that imports both.
struct KitNames: Equatable, Sendable {
  /// The kit's types a double names.
  static let all: Set<String> = ["Journal", "Mock", "Stub", "HeldCompletions"]

  /// The kit's names the module declares too.
  let clashes: Set<String>

  /// Creates the names for a module.
  ///
  /// - Parameter moduleTypes: Every type name the module declares.
  init(clashingWith moduleTypes: Set<String>) {
    clashes = Self.all.intersection(moduleTypes)
  }

  /// A kit type's name as the double writes it.
  ///
  /// - Parameter name: The kit type's name.
  /// - Returns: The name, qualified where the module declares one alike.
  func callAsFunction(_ name: String) -> String {
    clashes.contains(name) ? "ViperMocks." + name : name
  }
}
