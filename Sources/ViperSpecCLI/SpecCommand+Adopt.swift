import Foundation

extension SpecCommand {
  /// Runs `viper-spec adopt`: plans the targets around an existing module, writes them unless it
  /// is a dry run, and lists the files.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `adopt`.
  ///   - programName: The runner's name, which its messages say.
  ///   - standardOutput: Receives the list of files.
  ///   - standardError: Receives the error, if any.
  /// - Returns: The exit status: 0 written (or listed), 2 bad input, with nothing written.
  static func adopt(
    _ arguments: [String],
    programName: String,
    standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) -> Int32 {
    let named = { (text: String) in
      text.replacingOccurrences(of: "viper-spec ", with: programName + " ")
    }
    do {
      let options = try AdoptOptions.parse(arguments)
      if options.showsHelp {
        standardOutput(named(AdoptOptions.usage) + "\n")
        return 0
      }
      let generator = AdoptGenerator(options: options)
      let plan = try generator.plan()
      if !options.dryRun { try generator.write(plan) }
      let verb = options.dryRun ? "Would create" : "Created"
      var lines = ["\(verb) the targets around \(options.module) (\(plan.created.count) files):"]
      lines += plan.created.map { "  " + $0.path }
      lines.append(options.dryRun ? "Would change:" : "Changed:")
      lines += plan.changed.map { "  " + $0.path }
      lines += plan.notes.map { "\nNote: " + $0 }
      if !options.dryRun {
        lines.append(
          "\nNext: env -u CI VIPERSPEC_RECORD=missing swift test records what the presenter says today "
            + "(that run fails, so that you review it); then swift test is green, and red when "
            + "the presenter changes."
        )
      }
      standardOutput(named(lines.joined(separator: "\n") + "\n"))
      return 0
    } catch {
      standardError("\(programName) adopt: \(named(error.message))\n")
      return 2
    }
  }
}
