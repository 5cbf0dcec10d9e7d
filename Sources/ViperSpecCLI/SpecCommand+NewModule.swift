import Foundation

extension SpecCommand {
  /// Runs `viper-spec new`: plans a module, writes it unless it is a dry run, and lists the files.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `new`.
  ///   - programName: The runner's name, which its errors say.
  ///   - standardOutput: Receives the list of files.
  ///   - standardError: Receives the error, if any.
  /// - Returns: The exit status: 0 written (or listed), 2 bad input, with nothing written.
  static func newModule(
    _ arguments: [String],
    programName: String,
    standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) -> Int32 {
    do {
      let options = try NewModuleOptions.parse(arguments)
      if options.showsHelp {
        let usage = NewModuleOptions.usage
        standardOutput(
          usage.replacingOccurrences(of: "viper-spec ", with: programName + " ") + "\n"
        )
        return 0
      }
      let generator = ModuleGenerator(options: options)
      let plan = try generator.plan()
      if !options.dryRun { try generator.write(plan) }
      standardOutput(report(of: plan, options: options))
      return 0
    } catch {
      standardError("\(programName) new: \(error.message)\n")
      return 2
    }
  }

  private static func report(of plan: ModulePlan, options: NewModuleOptions) -> String {
    let verb = options.dryRun ? "Would create" : "Created"
    var lines = ["\(verb) the module \(options.name) (\(plan.created.count) files):"]
    lines += plan.created.map { "  " + $0.path }
    if !plan.changed.isEmpty {
      lines.append(options.dryRun ? "Would change:" : "Changed:")
      lines += plan.changed.map { "  " + $0.path }
    }
    lines += plan.notes.map { "\nNote: " + $0 }
    if !options.dryRun {
      let hasRunner = plan.changed.contains { $0.path.hasSuffix("/main.swift") }
      lines.append(
        hasRunner
          ? "\nNext: swift test, and swift run with the package's spec runner."
          : "\nNext: swift test, which runs the new spec too."
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
