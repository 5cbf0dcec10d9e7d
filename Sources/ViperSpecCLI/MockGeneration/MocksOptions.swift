/// The parsed command line of `viper-spec mocks`.
struct MocksOptions: Equatable, Sendable {
  /// The module whose protocols are mocked, a target of the package.
  var module = ""
  /// The package to read and write.
  var packagePath = "."
  /// The target the mocks go to; `<Module>Mocks` by default.
  var mocksTarget: String?
  /// Whether to compare the mocks with their protocols instead of writing them.
  var check = false
  /// Whether to print the usage instead.
  var showsHelp = false

  /// The help text.
  static let usage = """
    USAGE: viper-spec mocks <Module> [--package-path PATH] [--into TARGET] [--check]

    Writes a mock for each public protocol of the module that its tests stand in for (an
    interactor or use case, a router or wireframe, a delegate, a service): Mock<Protocol>, which
    journals every call and answers through one Stub per method. A mock already there is
    rewritten in place, keeping its type's comment, its journalSubject, and each call's journaled
    arguments and placeholder. A view protocol without a recorder view gets a starting one, which
    is then yours. Presenter protocols are the code under test: never mocked.

      --package-path PATH  The package; the current folder by default.
      --into TARGET        The mocks target; <Module>Mocks by default.
      --check              Writes nothing; exits 1 with a diff when a mock no longer matches its
                           protocol, or a protocol has no mock.

    A mock with the line `// viper-spec mocks: hand-written` is left alone.
    """

  /// Parses the arguments after `mocks`.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: A `SpecCommandError` for a missing module, an unknown option or a missing value.
  static func parse(_ arguments: [String]) throws(SpecCommandError) -> MocksOptions {
    var options = MocksOptions()
    var names: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      func value() throws(SpecCommandError) -> String {
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw SpecCommandError(
            "\(argument) needs a value. Run viper-spec mocks --help for usage."
          )
        }
        return next
      }
      switch argument {
      case "--package-path": options.packagePath = try value()
      case "--into": options.mocksTarget = try value()
      case "--check": options.check = true
      case "--help", "-h":
        options.showsHelp = true
        return options
      default:
        guard !argument.hasPrefix("-") else {
          throw SpecCommandError(
            "Unknown option '\(argument)' for mocks. Run viper-spec mocks --help for usage."
          )
        }
        names.append(argument)
      }
    }
    guard names.count == 1, let name = names.first else {
      throw SpecCommandError(
        names.isEmpty
          ? "viper-spec mocks needs a module, such as 'viper-spec mocks Login'."
          : "viper-spec mocks takes one module, but got \(names.count): "
            + names.joined(separator: ", ") + "."
      )
    }
    options.module = name
    return options
  }
}
