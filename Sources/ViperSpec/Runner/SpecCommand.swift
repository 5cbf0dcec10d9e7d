import Foundation
import TodosMocks
import ViperSpec

/// The `viper-spec` command: runs specs, lists step phrases, prints pickles.
@MainActor
enum ViperSpecCommand {
  /// Runs the command and returns its exit status.
  static func main(_ arguments: [String], catalog: StepCatalog) async -> Int32 {
    do {
      let options = try CommandLineOptions.parse(arguments)
      switch options.command {
      case .help:
        print(CommandLineOptions.usage)
        return 0
      case .steps:
        print(glossary(catalog))
        return 0
      case .pickles:
        return try pickles(options)
      case .run:
        return try await run(options, catalog: catalog)
      }
    } catch {
      FileHandle.standardError.write(Data("viper-spec: \(error.message)\n".utf8))
      return 2
    }
  }

  private static func defaultPaths() -> [String] {
    if FileManager.default.fileExists(atPath: "Specs") { return ["Specs"] }
    return [(PackageRoot.containing(#filePath) ?? ".") + "/Specs"]
  }

  private static func run(
    _ options: CommandLineOptions,
    catalog: StepCatalog
  ) async throws(UsageError) -> Int32 {
    let paths = options.paths.isEmpty ? defaultPaths() : options.paths
    let tags: TagExpression
    do {
      tags = try TagExpression(parsing: options.tags)
    } catch {
      throw UsageError(error.description)
    }
    guard GherkinDialect.all[options.language] != nil else {
      throw UsageError(
        "Unknown language '\(options.language)'. Use one of: \(GherkinDialect.all.keys.sorted().joined(separator: ", "))."
      )
    }
    let specs: SpecRun
    do {
      specs = try SpecRun(paths: paths, language: options.language, tags: tags)
    } catch {
      throw UsageError(error.description)
    }
    if let error = specs.parseErrors.first {
      throw UsageError(error.description)
    }
    for warning in specs.diagnostics {
      FileHandle.standardError.write(Data("\(warning.description)\n".utf8))
    }
    guard !specs.pickles.isEmpty else {
      FileHandle.standardError.write(Data("\(SpecRun.noScenariosMessage(in: paths))\n".utf8))
      return 1
    }
    let settings: RunSettings
    do {
      settings = RunSettings(
        recordMode: try RecordMode.resolve(environment: ProcessInfo.processInfo.environment)
      )
    } catch {
      throw UsageError(error.description)
    }
    var results: [ScenarioResult] = []
    for pickle in specs.pickles {
      results.append(await catalog.run(pickle, settings: settings))
    }
    print(ConsoleReport.text(results))
    if let path = options.junitPath {
      try write(JUnitReport.xml(results), to: path)
    }
    if let path = options.markdownPath {
      let files = specs.files.map { file in
        (path: file.path, text: (try? String(contentsOfFile: file.path, encoding: .utf8)) ?? "")
      }
      try write(MarkdownReport.markdown(files: files, results: results), to: path)
    }
    return results.contains { $0.status == .failed } ? 1 : 0
  }

  private static func pickles(_ options: CommandLineOptions) throws(UsageError) -> Int32 {
    let files: [String]
    do {
      files = try SpecLoader.files(in: options.paths)
    } catch {
      throw UsageError(error.description)
    }
    for path in files {
      let file = SpecLoader.load(path, language: options.language)
      switch file.document {
      case .failure(let error): print(MessageEnvelope.parseError(error))
      case .success: for pickle in file.pickles { print(MessageEnvelope.pickle(pickle)) }
      }
    }
    return 0
  }

  private static func glossary(_ catalog: StepCatalog) -> String {
    let entries = catalog.glossary
    var lines = ["Step phrases (\(entries.count)):", ""]
    let width = min(entries.map(\.phrase.count).max() ?? 0, 70)
    for entry in entries {
      let padding = String(repeating: " ", count: max(1, width - entry.phrase.count + 2))
      var notes = entry.parameterTypes.map { "{\($0)}" }
      if entry.isTranscript { notes.append("compares the fenced block below the step") }
      let note = notes.isEmpty ? "" : padding + "— " + notes.joined(separator: ", ")
      lines.append("  \(entry.phrase)\(note)")
    }
    return lines.joined(separator: "\n")
  }

  private static func write(_ text: String, to path: String) throws(UsageError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw UsageError("Could not write \(path): \(error.localizedDescription)")
    }
  }
}
