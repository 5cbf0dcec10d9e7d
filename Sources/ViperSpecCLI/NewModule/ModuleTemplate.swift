/// The source of one generated module: its contract and roles, mocks, spec steps, tests and spec.
///
/// The module it writes lists items from a `DataStore` by title, opens one, and closes: the
/// smallest screen that exercises every VIPER role and every harness seam, so the team replaces
/// the item and the phrases with the use case's own, test first, from a green start.
struct ModuleTemplate: Sendable {
  /// The module's name.
  let name: ModuleName
  /// The target that holds the module's production code, such as `Checkout` or `Todos`.
  let moduleTarget: String
  /// The target that holds its mocks, such as `CheckoutMocks`.
  let mocksTarget: String
  /// The target that holds its spec world and steps, such as `CheckoutSpecSteps`.
  let stepsTarget: String
  /// Whether the module tells a delegate when it closes.
  let hasDelegate: Bool
  /// The spec file, relative to the package root, such as `Specs/checkout.feature.md`.
  let specPath: String

  /// The Swift type names, spelled once.
  var type: String { name.type }

  /// The delegate parameter of the presenter's initializer and of the assembly.
  var delegateParameter: String { ifDelegate(",\n    delegate: (any \(type)ModuleDelegate)?") }

  /// The doc line of ``delegateParameter``.
  var delegateParameterDoc: String {
    ifDelegate("\n  ///   - delegate: The module that opened the screen, held weakly.")
  }

  /// Returns the text when the module has a delegate, and nothing otherwise.
  ///
  /// - Parameter text: The text that only a module with a delegate has.
  /// - Returns: The text, or an empty string.
  func ifDelegate(_ text: String) -> String {
    hasDelegate ? text : ""
  }

  /// Import lines sorted by module, as `swift format` wants them.
  ///
  /// - Parameters:
  ///   - publicModules: The modules whose types the file's public declarations use.
  ///   - internalModules: The other modules.
  /// - Returns: The lines, without a final newline.
  func imports(
    public publicModules: [String] = [],
    internal internalModules: [String] = []
  )
    -> String
  {
    Self.imports(public: publicModules, internal: internalModules)
  }

  /// Import lines sorted by module, as `swift format` wants them; for `adopt` too.
  ///
  /// - Parameters:
  ///   - publicModules: The modules whose types the file's public declarations use.
  ///   - internalModules: The other modules.
  /// - Returns: The lines, without a final newline.
  static func imports(
    public publicModules: [String] = [],
    internal internalModules: [String] = []
  ) -> String {
    let lines =
      publicModules.map { ($0, "public import " + $0) }
      + internalModules.map { ($0, "import " + $0) }
    return lines.sorted { $0.0 < $1.0 }.map(\.1).joined(separator: "\n")
  }
}
