import Foundation

/// The parsed command line of `viper-spec`.
struct SpecCommandOptions: Equatable, Sendable {
  /// What the command does.
  enum Command: Equatable, Sendable {
    /// Runs specs.
    case run
    /// Lists step phrases.
    case steps
    /// Prints pickles.
    case pickles
    /// Prints the usage.
    case help
  }

  /// What the command does.
  var command = Command.run
  /// The spec files and folders.
  var paths: [String] = []
  /// Where to write a JUnit report.
  var junitPath: String?
  /// Where to write a Markdown report.
  var markdownPath: String?
  /// Where to write an HTML report.
  var htmlPath: String?
  /// Where to write the run as Cucumber Messages; `-` for standard output.
  var messagesPath: String?
  /// The order scenarios run in.
  var order = RunOrder.defined
  /// How many times a failed scenario runs again before it counts as failed.
  var retries = 0
  /// The tag expressions, every one of which a scenario must match, as Cucumber combines
  /// repeated `--tags`.
  var tags: [String] = []
  /// Patterns a scenario's name must match, any of them; empty selects every scenario.
  var names: [String] = []
  /// The keywords' language for Markdown specs.
  var language = "en"
  /// Whether the run stops after the first scenario that fails.
  var failFast = false
  /// Whether steps are only matched against the catalog, without running.
  var dryRun = false
  /// The share of the scenarios this run takes, for CI matrices.
  var shard: SpecShard?

  /// The help text.
  static let usage = """
    USAGE: viper-spec [PATH …] [--tags EXPR] [--name PATTERN] [--shard K/N] [--fail-fast]
                      [--dry-run] [--language CODE] [--junit PATH] [--markdown PATH]
                      [--html PATH] [--messages PATH|-] [--order defined|reverse|random[:SEED]] [--retry N]
           viper-spec steps
           viper-spec pickles PATH …
           viper-spec new <Module> [--feature TARGET] [--delegate] [--dry-run] …
           viper-spec mocks <Module> [--check] [--package-path PATH] …
           viper-spec adopt <Module> [--tests TARGET] [--dry-run] …
           viper-spec mutate <Module> [--threshold PERCENT] [--json PATH] [--html PATH] …

    Runs the spec files (.feature.md, .feature) in the paths, Specs/ by default, and prints each
    scenario with ✓ / ✗ / ⏸ per step as it finishes. Exits 0 when every scenario passed, 1 when
    one failed or none was selected, 2 for bad arguments or a file that does not parse.

      --tags EXPR       Runs only scenarios matching a tag expression, such as '@todos and not @slow'
                        (repeatable: a scenario must match every one).
      --name PATTERN    Runs only scenarios whose name matches a regular expression (repeatable).
      --shard K/N       Runs the K-th of N shares of the scenarios, for a CI matrix: each scenario
                        falls in exactly one share, picked from its file and name.
      --fail-fast       Stops after the first failing scenario.
      --dry-run         Checks that every step has exactly one definition, running nothing.
      --language CODE   Reads Markdown specs in a language: en (default), ja, fr, de, or any
                        other of the \(GherkinDialect.all.count) codes of Cucumber's gherkin-languages.json.
      --junit PATH      Writes a JUnit XML report.
      --markdown PATH   Writes the specs back as Markdown annotated with results.
      --html PATH       Writes the specs and results as one self-contained web page, for
                        people who do not read a terminal; it loads nothing from the network.
      --messages PATH   Writes the run as Cucumber Messages (NDJSON), for Cucumber's formatters;
                        - writes them to standard output instead of the documentation.
      --order ORDER     Runs the scenarios as written (defined), backwards (reverse), or shuffled
                        (random, or random:SEED to repeat a shuffle; the run prints its seed).
      --retry N         Runs a scenario that failed (a step or hook threw) up to N times more; it
                        passes if an attempt does. Undefined, ambiguous and pending ones are not
                        retried, as they cannot pass.
      steps             Lists every step phrase with its parameter types.
      pickles           Prints each file's syntax tree and compiled scenarios as Cucumber Messages
                        (gherkinDocument, pickle), one per line.
      new               Writes a VIPER module with its mocks, tests and spec; see new --help.
      mocks             Writes a module's mocks from its protocols, or checks them; see
                        mocks --help.
      adopt             Brings an existing module under ViperSpec: mocks, steps, a first
                        presenter test and a spec; see adopt --help.
      mutate            Changes the module's code on purpose and reports each change no test
                        noticed; see mutate --help.

    VIPERSPEC_RECORD=missing|all|never chooses whether differing transcript blocks are recorded
    into the spec files (never when CI is set).
    """

  /// Parses arguments.
  ///
  /// - Parameter arguments: The arguments without the program name.
  /// - Returns: The options.
  /// - Throws: A `SpecCommandError` for an unknown option, a missing or bad value.
  static func parse(_ arguments: [String]) throws(SpecCommandError) -> SpecCommandOptions {
    var options = SpecCommandOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      func value() throws(SpecCommandError) -> String {
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw SpecCommandError(
            "\(argument) needs a value, such as \(example(of: argument)). Run viper-spec --help for usage."
          )
        }
        return next
      }
      switch argument {
      case "--junit": options.junitPath = try once(options.junitPath, value())
      case "--markdown": options.markdownPath = try once(options.markdownPath, value())
      case "--html": options.htmlPath = try once(options.htmlPath, value())
      case "--messages": options.messagesPath = try once(options.messagesPath, value())
      case "--retry":
        let text = try value()
        guard let count = Int(text), count >= 0 else {
          throw SpecCommandError(
            "--retry takes how many times to run a failed scenario again, a whole number such as "
              + "'--retry 2', not '\(text)'."
          )
        }
        options.retries = count
      case "--order":
        // `random` without a seed picks one, which the run prints so it can be repeated.
        var system = SystemRandomNumberGenerator()
        options.order = try RunOrder(parsing: try value()) { system.next() }
      case "--tags": options.tags.append(try value())
      case "--name": options.names.append(try value())
      case "--language": options.language = try value()
      case "--shard":
        let text = try value()
        if let earlier = options.shard {
          throw SpecCommandError(
            "--shard is given twice ('\(earlier.index)/\(earlier.count)' and '\(text)'). Give the one share this "
              + "job runs, such as '--shard 2/3'."
          )
        }
        options.shard = try SpecShard(parsing: text)
      case "--fail-fast": options.failFast = true
      case "--dry-run": options.dryRun = true
      case "--help", "-h",
        "help" where options.paths.isEmpty && options.command == .run:
        options.command = .help
        return options
      case "steps" where options.paths.isEmpty && options.command == .run:
        options.command = .steps
      case "pickles" where options.paths.isEmpty && options.command == .run:
        options.command = .pickles
      default:
        guard !argument.hasPrefix("-") else {
          throw SpecCommandError("Unknown option '\(argument)'. Run viper-spec --help for usage.")
        }
        options.paths.append(argument)
      }
    }
    try options.checkCombination()
    return options
  }

  /// A report's path, refused when the option was given already: a second would replace the
  /// first without a word.
  private static func once(_ earlier: String?, _ path: String) throws(SpecCommandError) -> String {
    guard earlier == nil else {
      throw SpecCommandError(
        "A report's option is given twice ('\(earlier ?? "")' and '\(path)'). Give each of --junit, "
          + "--markdown, --html and --messages once."
      )
    }
    return path
  }

  private func checkCombination() throws(SpecCommandError) {
    let files = [("--junit", junitPath), ("--markdown", markdownPath), ("--html", htmlPath)]
    for (option, path) in files where path == "-" {
      throw SpecCommandError(
        "\(option) writes a file, and '-' is none. Name a file, such as \(Self.example(of: option)); "
          + "only --messages writes to standard output with '-'."
      )
    }
    let reportPaths = [junitPath, markdownPath, htmlPath, messagesPath].compactMap { $0 }
      .filter { $0 != "-" }
      // Through symbolic links: a report is written into what a link points to.
      .map(ReportFile.resolved)
    if Set(reportPaths).count < reportPaths.count {
      throw SpecCommandError(
        "Two reports would be written to the same file, and one would overwrite the other. "
          + "Give --junit, --markdown, --html and --messages paths of their own."
      )
    }
    let runOnly =
      junitPath != nil || markdownPath != nil || htmlPath != nil || messagesPath != nil
      || !tags.isEmpty
      || !names.isEmpty || failFast || dryRun || shard != nil || order != .defined || retries > 0
    if command == .steps, runOnly || language != "en" {
      throw SpecCommandError(
        "'viper-spec steps' takes no options. Run viper-spec --help for usage."
      )
    }
    if command == .pickles, runOnly {
      throw SpecCommandError(
        "'viper-spec pickles' takes only --language. Run viper-spec --help for usage."
      )
    }
    if command == .steps, !paths.isEmpty {
      throw SpecCommandError("'viper-spec steps' takes no paths. Run viper-spec --help for usage.")
    }
    if command == .pickles, paths.isEmpty {
      throw SpecCommandError(
        "'viper-spec pickles' needs at least one path, such as 'viper-spec pickles Specs'."
      )
    }
  }

  private static func example(of option: String) -> String {
    switch option {
    case "--junit": "'--junit report.xml'"
    case "--markdown": "'--markdown report.md'"
    case "--html": "'--html report.html'"
    case "--messages": "'--messages run.ndjson' or '--messages -'"
    case "--order": "'--order reverse' or '--order random:42'"
    case "--retry": "'--retry 2'"
    case "--tags": "'--tags \"@smoke and not @slow\"'"
    case "--name": "'--name \"Cancelling\"'"
    case "--language": "'--language ja'"
    case "--shard": "'--shard 1/3'"
    default: "'\(option) VALUE'"
    }
  }
}
