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

    Writes a mock for each protocol of the module that its tests stand in for (an
    interactor or use case, a router or wireframe, a delegate, a service): Mock<Protocol>, which
    journals every call and answers through one Stub per method. A mock already there is
    rewritten in place, keeping its type's comment, its journalSubject, and each call's journaled
    arguments and placeholder. A view protocol without a recorder view gets a starting one, which
    is then yours. Presenter protocols are the code under test: never mocked. An internal
    protocol gets an internal mock whose file imports the module with @testable.

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
    let read = try SubcommandArguments(
      arguments,
      command: "mocks",
      valueOptions: ["--package-path", "--into"],
      flagOptions: ["--check"],
      noun: "module",
      example: "Login"
    )
    var options = MocksOptions()
    options.showsHelp = read.showsHelp
    options.module = read.name
    options.packagePath = read.values["--package-path"] ?? options.packagePath
    options.mocksTarget = read.values["--into"]
    options.check = read.flags.contains("--check")
    return options
  }
}
