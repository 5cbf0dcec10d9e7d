/// The parsed command line of `viper-spec adopt`.
struct AdoptOptions: Equatable, Sendable {
  /// The module to adopt, a target of the package.
  var module = ""
  /// The package to read and write.
  var packagePath = "."
  /// The test target to create; `<Module>Tests` by default.
  var testsTarget: String?
  /// The folder for the mocks and step targets; `Mocks` when the package has one, else `Sources`.
  var mocksFolder: String?
  /// The folder for the spec file; `Specs` by default.
  var specsFolder: String?
  /// Whether to list the files without writing them.
  var dryRun = false
  /// Whether to print the usage instead.
  var showsHelp = false

  /// The help text.
  static let usage = """
    USAGE: viper-spec adopt <Module> [--tests TARGET] [--package-path PATH] [--mocks FOLDER]
                            [--specs FOLDER] [--dry-run]

    Brings an existing module under ViperSpec, green from the first build: the mocks module
    <Module>Mocks (viper-spec mocks output, with a starting recorder view per view protocol), the
    step library <Module>SpecSteps with a world that builds the first presenter it can, the test
    target <Module>Tests with that presenter's first test and a spec suite, and
    Specs/<module>.feature.md. It adds the targets to Package.swift and the steps to the package's
    spec runner. It never overwrites a file: when one exists, it writes nothing.

      --tests TARGET       The test target to create, when <Module>Tests exists already.
      --package-path PATH  The package to write into; the current folder by default.
      --mocks FOLDER       Where the mocks and step targets go: Mocks if the package has it, else
                           Sources.
      --specs FOLDER       Where the spec file goes: Specs by default.
      --dry-run            Lists the files it would write and the files it would change.
    """

  /// Parses the arguments after `adopt`.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: A `SpecCommandError` for a missing module, an unknown option or a missing value.
  static func parse(_ arguments: [String]) throws(SpecCommandError) -> AdoptOptions {
    let read = try SubcommandArguments(
      arguments,
      command: "adopt",
      valueOptions: ["--package-path", "--tests", "--mocks", "--specs"],
      flagOptions: ["--dry-run"],
      noun: "module",
      example: "Login"
    )
    var options = AdoptOptions()
    options.showsHelp = read.showsHelp
    options.module = read.name
    options.packagePath = read.values["--package-path"] ?? options.packagePath
    options.testsTarget = read.values["--tests"]
    options.mocksFolder = read.values["--mocks"]
    options.specsFolder = read.values["--specs"]
    options.dryRun = read.flags.contains("--dry-run")
    return options
  }
}
