/// The parsed command line of `viper-spec new`.
struct NewModuleOptions: Equatable, Sendable {
  /// The module's name as typed.
  var name = ""
  /// The package to write into.
  var packagePath = "."
  /// The feature target to add the module to, instead of new targets of its own.
  var feature: String?
  /// Whether the module tells a delegate when it closes.
  var hasDelegate = false
  /// The folder for new mocks and step targets; `Mocks` when the package has one, else `Sources`.
  var mocksFolder: String?
  /// The folder for the spec file; `nil` for the default: `Specs`, or `Specs/<feature>` with a
  /// feature target, so a feature's specs stay together as its sources do.
  var specsFolder: String?
  /// Whether to list the files without writing them.
  var dryRun = false
  /// Whether to print the usage instead.
  var showsHelp = false

  /// The help text.
  static let usage = """
    USAGE: viper-spec new <Module> [--feature TARGET] [--delegate] [--package-path PATH]
                          [--mocks FOLDER] [--specs FOLDER] [--dry-run]

    Writes a VIPER module that builds, passes its tests and runs its spec from the first minute:
    its contract, interactor, presenter, router and assembly; a mock per protocol, a recorder view,
    a spec world and steps; a presenter, an interactor, a module (ownership) and a spec suite; and
    Specs/<module>.feature.md. Then it adds the new targets to Package.swift and the steps to the
    package's spec runner. It never overwrites a file: when one exists, it writes nothing.

      --feature TARGET     Adds the module to an existing feature target and its TARGETMocks,
                           TARGETSpecSteps and TARGETTests, in folders of its own, instead of
                           creating the targets <Module>, <Module>Mocks, <Module>SpecSteps and
                           <Module>Tests.
      --delegate           Adds a module delegate, told when the screen closes.
      --package-path PATH  The package to write into; the current folder by default.
      --mocks FOLDER       Where new mocks and step targets go: Mocks if the package has it, else
                           Sources.
      --specs FOLDER       Where the spec file goes: Specs by default, Specs/<feature> (in lower
                           case) with --feature.
      --dry-run            Lists the files it would write and the files it would change.
    """

  /// Parses the arguments after `new`.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: A `SpecCommandError` for a missing name, an unknown option or a missing value.
  static func parse(_ arguments: [String]) throws(SpecCommandError) -> NewModuleOptions {
    let read = try SubcommandArguments(
      arguments,
      command: "new",
      valueOptions: ["--package-path", "--feature", "--mocks", "--specs"],
      flagOptions: ["--delegate", "--dry-run"],
      noun: "module name",
      example: "Checkout"
    )
    var options = NewModuleOptions()
    options.showsHelp = read.showsHelp
    options.name = read.name
    options.packagePath = read.values["--package-path"] ?? options.packagePath
    options.feature = read.values["--feature"]
    options.mocksFolder = read.values["--mocks"]
    options.specsFolder = read.values["--specs"]
    options.hasDelegate = read.flags.contains("--delegate")
    options.dryRun = read.flags.contains("--dry-run")
    return options
  }
}
