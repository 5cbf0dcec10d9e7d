/// The parsed command line of `viper-spec`.
package struct SpecCommandOptions: Equatable, Sendable {
  /// What the command does.
  package enum Command: Equatable, Sendable {
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
  package var command = Command.run
  /// The spec files and folders.
  package var paths: [String] = []
  /// Where to write a JUnit report.
  package var junitPath: String?
  /// Where to write a Markdown report.
  package var markdownPath: String?
  /// The tag expression.
  package var tags = ""
  /// The keywords' language for Markdown specs.
  package var language = "en"

  /// The help text.
  package static let usage = """
    USAGE: viper-spec [PATH …] [--tags EXPR] [--language CODE] [--junit PATH] [--markdown PATH]
           viper-spec steps
           viper-spec pickles PATH …

    Runs the spec files (.feature.md, .feature) in the paths, Specs/ by default, and prints each
    scenario with ✓ / ✗ / ⏸ per step. Exits 1 when a scenario fails, 2 for bad arguments or files.

      --tags EXPR       Runs only scenarios matching a tag expression, such as '@todos and not @slow'.
      --language CODE   Reads Markdown specs with the keywords of a language: en (default) or ja.
      --junit PATH      Writes a JUnit XML report.
      --markdown PATH   Writes the specs back as Markdown annotated with results.
      steps             Lists every step phrase with its parameter types.
      pickles           Prints each compiled scenario as a Cucumber Messages pickle, one per line.
    """

  /// Parses arguments.
  ///
  /// - Parameter arguments: The arguments without the program name.
  /// - Returns: The options.
  /// - Throws: A `SpecCommandError` for an unknown option or a missing value.
  package static func parse(
    _ arguments: [String]
  ) throws(SpecCommandError) -> SpecCommandOptions {
    var options = SpecCommandOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      func value() throws(SpecCommandError) -> String {
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw SpecCommandError("\(argument) needs a value. Run viper-spec --help for usage.")
        }
        return next
      }
      switch argument {
      case "--junit": options.junitPath = try value()
      case "--markdown": options.markdownPath = try value()
      case "--tags": options.tags = try value()
      case "--language": options.language = try value()
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
    let reports = [options.junitPath, options.markdownPath].contains { $0 != nil }
    if options.command == .steps, reports || !options.tags.isEmpty || options.language != "en" {
      throw SpecCommandError(
        "'viper-spec steps' takes no options. Run viper-spec --help for usage."
      )
    }
    if options.command == .pickles, reports || !options.tags.isEmpty {
      throw SpecCommandError(
        "'viper-spec pickles' takes only --language. Run viper-spec --help for usage."
      )
    }
    if options.command == .steps, !options.paths.isEmpty {
      throw SpecCommandError("'viper-spec steps' takes no paths. Run viper-spec --help for usage.")
    }
    if options.command == .pickles, options.paths.isEmpty {
      throw SpecCommandError(
        "'viper-spec pickles' needs at least one path. Run viper-spec --help for usage."
      )
    }
    return options
  }
}
