import Foundation

/// The `viper-spec` command: runs specs, lists step phrases, prints pickles.
///
/// It returns what to print instead of printing, so tests can check the output and status.
@MainActor
package enum SpecCommand {
  /// Runs the command.
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
    do {
      let options = try SpecCommandOptions.parse(arguments)
      switch options.command {
      case .help:
        output.standardOutput = SpecCommandOptions.usage + "\n"
      case .steps:
        output.standardOutput = glossary(catalog)
      case .pickles:
        output.standardOutput = try pickles(options)
      case .run:
        try await runSpecs(
          options,
          catalog: catalog,
          environment: environment,
          defaultPaths: defaultPaths,
          output: &output
        )
      }
    } catch {
      output.status = 2
      output.standardError += "viper-spec: \(error.message)\n"
    }
    return output
  }

  private static func runSpecs(
    _ options: SpecCommandOptions,
    catalog: StepCatalog,
    environment: [String: String],
    defaultPaths: [String],
    output: inout SpecCommandOutput
  ) async throws(SpecCommandError) {
    let paths = options.paths.isEmpty ? defaultPaths : options.paths
    let tags: TagExpression
    do {
      tags = try TagExpression(parsing: options.tags)
    } catch {
      throw SpecCommandError(error.description)
    }
    try checkLanguage(options.language)
    let specs: SpecRun
    do {
      specs = try SpecRun(paths: paths, language: options.language, tags: tags)
    } catch {
      throw SpecCommandError(error.description)
    }
    for error in specs.parseErrors {
      output.standardError += "viper-spec: \(error.description)\n"
    }
    for warning in specs.diagnostics {
      output.standardError += "\(warning.description)\n"
    }
    guard !specs.pickles.isEmpty || !specs.parseErrors.isEmpty else {
      output.standardError += "\(SpecRun.noScenariosMessage(in: paths))\n"
      output.status = 1
      return
    }
    let settings: RunSettings
    do {
      settings = RunSettings(recordMode: try RecordMode.resolve(environment: environment))
    } catch {
      throw SpecCommandError(error.description)
    }
    var results: [ScenarioResult] = []
    for pickle in specs.pickles {
      results.append(await catalog.run(pickle, settings: settings))
    }
    output.standardOutput = ConsoleReport.text(results) + "\n"
    if let path = options.junitPath {
      try write(JUnitReport.xml(results, parseErrors: specs.parseErrors), to: path)
    }
    if let path = options.markdownPath {
      let files = specs.files.map { file in
        (path: file.path, text: (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? "")
      }
      try write(MarkdownReport.markdown(files: files, results: results), to: path)
    }
    if !specs.parseErrors.isEmpty {
      output.status = 2
    } else {
      output.status = results.contains { $0.status == .failed } ? 1 : 0
    }
  }

  private static func checkLanguage(_ language: String) throws(SpecCommandError) {
    guard GherkinDialect.all[language] != nil else {
      throw SpecCommandError(
        "Unknown language '\(language)'. Use one of: \(GherkinDialect.all.keys.sorted().joined(separator: ", "))."
      )
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
    var usedIDs = 0
    for path in files {
      let file = SpecLoader.load(path, language: options.language)
      switch file.document {
      case .failure(let error):
        lines.append(MessageEnvelope.parseError(error))
      case .success(let document):
        lines += file.pickles.map { MessageEnvelope.pickle($0.offsettingIDs(by: usedIDs)) }
        usedIDs += document.nodeCount + file.pickles.reduce(0) { $0 + 1 + $1.steps.count }
      }
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
    lines.append("  {int} -?\\d+, {float} a decimal number, {word} text without spaces,")
    lines.append("  {string} text in \"double\" or 'single' quotes, {} anything")
    for type in custom {
      lines.append("  {\(type.name)} \(type.regex)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func write(_ text: String, to path: String) throws(SpecCommandError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw SpecCommandError("Could not write \(path): \(error.localizedDescription)")
    }
  }
}
