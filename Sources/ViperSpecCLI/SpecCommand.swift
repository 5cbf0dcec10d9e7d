import Foundation

/// The `viper-spec` command line, for a package's own spec runner executable.
///
/// A runner is an executable target whose `main.swift` hands its step catalog to ``main(catalog:filePath:)``;
/// it then takes the same arguments, prints the same living documentation, writes the same
/// reports and exits with the same status as this repository's `swift run viper-spec`:
///
/// ```swift
/// import LoginSpecSteps
/// import ViperSpecCLI
///
/// await SpecCommand.main(catalog: LoginSteps.catalog)
/// ```
///
/// Specs are read from `Specs/` in the current folder, or else in the package that holds the
/// runner's `main.swift`. Run `swift run <runner> --help` for every option.
@MainActor
public enum SpecCommand {
  /// Runs the process's command line with a catalog, prints as scenarios finish, and exits.
  ///
  /// - Parameters:
  ///   - catalog: The step libraries the specs are run with.
  ///   - filePath: The runner's source file, to find `Specs/` in its package.
  public static func main(catalog: StepCatalog, filePath: String = #filePath) async -> Never {
    let specs =
      FileManager.default.fileExists(atPath: "Specs")
      ? "Specs" : (PackageRoot.containing(filePath) ?? ".") + "/Specs"
    let status = await run(
      Array(CommandLine.arguments.dropFirst()),
      catalog: catalog,
      environment: ProcessInfo.processInfo.environment,
      defaultPaths: [specs],
      programName: CommandLine.arguments.first.map {
        URL(fileURLWithPath: $0).lastPathComponent
      } ?? "viper-spec",
      standardOutput: { text in
        DescriptorWriter.write(text, to: FileHandle.standardOutput.fileDescriptor)
      },
      standardError: { text in
        DescriptorWriter.write(text, to: FileHandle.standardError.fileDescriptor)
      }
    )
    exit(status)
  }

  /// Runs a command line with a catalog, handing output over as each scenario finishes.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name, such as `["--tags", "@smoke"]`.
  ///   - catalog: The step libraries the specs are run with.
  ///   - environment: The environment, for the record mode (`VIPERSPEC_RECORD`, `CI`).
  ///   - defaultPaths: The spec files and folders to run when the arguments name none.
  ///   - programName: The runner's name, which its errors and help say (`login-spec`).
  ///   - standardOutput: Receives the living documentation, a scenario at a time.
  ///   - standardError: Receives errors and warnings.
  /// - Returns: The exit status: 0 passed, 1 a scenario failed or none ran, 2 bad arguments or a
  ///   file that does not parse.
  public static func run(
    _ arguments: [String],
    catalog: StepCatalog,
    environment: [String: String],
    defaultPaths: [String],
    programName: String = "viper-spec",
    standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) async -> Int32 {
    // The messages are written with `viper-spec <command>`; a team's runner says its own name.
    let named = { (text: String) in
      text.replacingOccurrences(of: "viper-spec ", with: programName + " ")
    }
    if arguments.first == "adopt" {
      return adopt(
        Array(arguments.dropFirst()),
        programName: programName,
        standardOutput: standardOutput,
        standardError: standardError
      )
    }
    if arguments.first == "mocks" {
      return mocks(
        Array(arguments.dropFirst()),
        programName: programName,
        standardOutput: standardOutput,
        standardError: standardError
      )
    }
    if arguments.first == "mutate" {
      return await mutate(
        Array(arguments.dropFirst()),
        programName: programName,
        environment: environment,
        standardOutput: standardOutput,
        standardError: standardError
      )
    }
    if arguments.first == "new" {
      return newModule(
        Array(arguments.dropFirst()),
        programName: programName,
        standardOutput: standardOutput,
        standardError: { standardError(named($0)) }
      )
    }
    do {
      let options = try SpecCommandOptions.parse(arguments)
      switch options.command {
      case .help:
        standardOutput(named(SpecCommandOptions.usage) + "\n")
        return 0
      case .steps:
        standardOutput(glossary(catalog))
        // A phrase that does not compile fails every scenario of its library, and one with an
        // unknown type matches nothing: say so here too.
        let invalid =
          catalog.invalidDefinitions
          + catalog.libraries.flatMap(\.undefinedParameterTypes).map(\.warning)
        guard invalid.isEmpty else {
          standardError(invalid.map { "\(programName): \($0)\n" }.joined())
          return 1
        }
        return 0
      case .pickles:
        standardOutput(try pickles(options))
        return 0
      case .run:
        return try await SpecCommandRun(
          options: options,
          catalog: catalog,
          environment: environment,
          defaultPaths: defaultPaths,
          programName: programName
        )
        .run(standardOutput: standardOutput, standardError: standardError)
      }
    } catch {
      standardError("\(programName): \(named(error.message))\n")
      return 2
    }
  }

  /// Runs a command line and returns all it printed, for tests.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - catalog: The step libraries.
  ///   - environment: The environment, for the record mode.
  ///   - defaultPaths: The paths to run when none are given.
  /// - Returns: The output and exit status.
  package static func run(
    _ arguments: [String],
    catalog: StepCatalog,
    environment: [String: String],
    defaultPaths: [String]
  ) async -> SpecCommandOutput {
    var output = SpecCommandOutput(status: 0, standardOutput: "", standardError: "")
    output.status = await run(
      arguments,
      catalog: catalog,
      environment: environment,
      defaultPaths: defaultPaths,
      standardOutput: { output.standardOutput += $0 },
      standardError: { output.standardError += $0 }
    )
    return output
  }

  static func checkLanguage(_ language: String) throws(SpecCommandError) {
    guard GherkinDialect.all[language] != nil else {
      throw SpecCommandError(GherkinDialect.unknownLanguageMessage(language))
    }
  }

  private static func pickles(_ options: SpecCommandOptions) throws(SpecCommandError) -> String {
    try checkLanguage(options.language)
    let files: [String]
    do {
      files = try SpecLoader.files(in: options.paths)
    } catch {
      throw SpecCommandError(error.description)
    }
    var lines: [String] = []
    // One counter numbers every file, as Cucumber numbers a stream of sources.
    var nextID = 0
    for path in files {
      let file = SpecLoader.load(path, language: options.language, nextID: nextID)
      switch file.document {
      case .failure(let error): lines.append(MessageEnvelope.parseError(error))
      case .success(let document):
        lines.append(MessageEnvelope.gherkinDocument(document))
        lines += file.pickles.map(MessageEnvelope.pickle)
      }
      nextID = file.idsEnd
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Returns the glossary: every distinct phrase with its parameter types, then the custom types.
  ///
  /// - Parameter catalog: The step libraries.
  /// - Returns: The text.
  package static func glossary(_ catalog: StepCatalog) -> String {
    var seen: Set<String> = []
    let entries = catalog.glossary.filter { seen.insert($0.phrase).inserted }
    var lines = ["Step phrases (\(entries.count)):", ""]
    let width = min(entries.map(\.phrase.terminalWidth).max() ?? 0, 60)
    for entry in entries {
      let padding = String(repeating: " ", count: max(2, width - entry.phrase.terminalWidth + 2))
      var notes = entry.parameterTypes.map { "{\($0)}" }
      if entry.isTranscript { notes.append("compares the fenced block under the step") }
      let note = notes.isEmpty ? "" : padding + "— " + notes.joined(separator: ", ")
      lines.append("  \(entry.phrase)\(note)")
    }
    let builtIn = Set(ParameterType.builtIn.map(\.name))
    var seenTypes: Set<String> = []
    let custom = catalog.parameterTypes.filter {
      !builtIn.contains($0.name) && seenTypes.insert($0.name).inserted
    }.sorted { $0.name < $1.name }
    lines += ["", "Parameter types:", ""]
    lines.append("  {int} Int, {byte} Int8, {short} Int16, {long} Int64: whole numbers")
    lines.append("  {float}, {double} Double: decimal numbers such as 1.5, .5 or +1.5E+3")
    lines.append("  {biginteger}, {bigdecimal} String: a number's exact digits")
    lines.append("  {word} text without spaces, {string} text in \"double\" or 'single' quotes,")
    lines.append("  {} anything: String")
    for type in custom {
      lines.append("  {\(type.name)} \(type.regex)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
