/// The parsed command line of `viper-spec`.
struct CommandLineOptions: Equatable {
  enum Command: Equatable {
    case run
    case steps
    case pickles
    case help
  }

  var command = Command.run
  var paths: [String] = []
  var junitPath: String?
  var markdownPath: String?
  var tags = ""
  var language = "en"

  static let usage = """
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

  /// Parses arguments, without the program name.
  static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var remaining = arguments[...]
    if let first = remaining.first {
      switch first {
      case "steps":
        options.command = .steps
        remaining = remaining.dropFirst()
      case "pickles":
        options.command = .pickles
        remaining = remaining.dropFirst()
      case "help", "--help", "-h":
        options.command = .help
        return options
      default:
        break
      }
    }
    while let argument = remaining.popFirst() {
      func value() throws(UsageError) -> String {
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw UsageError("\(argument) needs a value. Run viper-spec --help for usage.")
        }
        return next
      }
      switch argument {
      case "--junit": options.junitPath = try value()
      case "--markdown": options.markdownPath = try value()
      case "--tags": options.tags = try value()
      case "--language": options.language = try value()
      case "--help", "-h": options.command = .help
      default:
        guard !argument.hasPrefix("-") else {
          throw UsageError("Unknown option '\(argument)'. Run viper-spec --help for usage.")
        }
        options.paths.append(argument)
      }
    }
    if options.command == .steps, !options.paths.isEmpty {
      throw UsageError("'viper-spec steps' takes no paths. Run viper-spec --help for usage.")
    }
    if options.command == .pickles, options.paths.isEmpty {
      throw UsageError(
        "'viper-spec pickles' needs at least one path. Run viper-spec --help for usage."
      )
    }
    return options
  }
}
