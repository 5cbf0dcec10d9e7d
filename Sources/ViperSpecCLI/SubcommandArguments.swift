/// The arguments of a subcommand such as `new`, `mocks` or `adopt`, read one way: options that
/// take a value, flags, `--help`, and the one name the subcommand works on.
struct SubcommandArguments {
  /// The values given to options, by option.
  private(set) var values: [String: String] = [:]
  /// The flags given.
  private(set) var flags: Set<String> = []
  /// Whether `--help` or `-h` was given; the arguments after it are not read.
  private(set) var showsHelp = false
  /// The name given, such as the module; empty with `--help`.
  private(set) var name = ""

  /// Reads a subcommand's arguments.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand.
  ///   - command: The subcommand, for messages.
  ///   - valueOptions: The options that take a value.
  ///   - flagOptions: The options that take none.
  ///   - noun: What the name names, for messages: `module name`.
  ///   - example: A name to show in messages: `Checkout`.
  /// - Throws: A `SpecCommandError` for a missing or extra name, an unknown option or a missing
  ///   value.
  init(
    _ arguments: [String],
    command: String,
    valueOptions: Set<String>,
    flagOptions: Set<String>,
    noun: String,
    example: String
  ) throws(SpecCommandError) {
    var names: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--help" || argument == "-h" {
        showsHelp = true
        return
      }
      if valueOptions.contains(argument) {
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw SpecCommandError(
            "\(argument) needs a value. Run viper-spec \(command) --help for usage."
          )
        }
        values[argument] = next
      } else if flagOptions.contains(argument) {
        flags.insert(argument)
      } else if argument.hasPrefix("-") {
        throw SpecCommandError(
          "Unknown option '\(argument)' for \(command). Run viper-spec \(command) --help for usage."
        )
      } else {
        names.append(argument)
      }
    }
    guard names.count == 1, let name = names.first else {
      throw SpecCommandError(
        names.isEmpty
          ? "viper-spec \(command) needs a \(noun), such as 'viper-spec \(command) \(example)'."
          : "viper-spec \(command) takes one \(noun), but got \(names.count): "
            + names.joined(separator: ", ") + "."
      )
    }
    self.name = name
  }
}
