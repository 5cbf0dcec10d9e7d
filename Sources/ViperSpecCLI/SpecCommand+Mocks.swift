import Foundation
import ViperMocks

extension SpecCommand {
  /// Runs `viper-spec mocks`: plans a module's mocks, then writes them, or with `--check`
  /// compares them with what the package holds.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `mocks`.
  ///   - programName: The runner's name, which its messages say.
  ///   - standardOutput: Receives what was written, or the differences.
  ///   - standardError: Receives the error, if any.
  /// - Returns: The exit status: 0 written (or all current), 1 a mock differs under `--check`,
  ///   2 bad input, with nothing written, 3 some protocols refused, every other mock written
  ///   (or checked).
  static func mocks(
    _ arguments: [String],
    programName: String,
    standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) -> Int32 {
    let named = { (text: String) in
      text.replacingOccurrences(of: "viper-spec ", with: programName + " ")
    }
    do {
      let options = try MocksOptions.parse(arguments)
      if options.showsHelp {
        standardOutput(named(MocksOptions.usage) + "\n")
        return 0
      }
      let generator = MockGenerator(options: options)
      let plan = try generator.plan()
      if options.check {
        standardOutput(named(checkReport(of: plan, options: options)))
        reportRefusals(of: plan, options: options, programName: programName, to: standardError)
        return !plan.changes.isEmpty ? 1 : plan.refusals.isEmpty ? 0 : 3
      }
      try generator.write(plan)
      standardOutput(named(writeReport(of: plan, options: options)))
      reportRefusals(of: plan, options: options, programName: programName, to: standardError)
      return plan.refusals.isEmpty ? 0 : 3
    } catch {
      standardError("\(programName) mocks: \(named(error.message))\n")
      return 2
    }
  }

  /// Names each protocol no mock could be written for, at its line, with the fix.
  private static func reportRefusals(
    of plan: MockPlan,
    options: MocksOptions,
    programName: String,
    to standardError: (String) -> Void
  ) {
    guard !plan.refusals.isEmpty else { return }
    standardError(
      "\(programName) mocks: no mock could be generated for these, and every other mock was "
        + "\(options.check ? "checked" : "written"):\n"
        + plan.refusals.joined(separator: "\n")
        + "\nTo fix, change the protocol, or write its mock by hand with the line "
        + "'\(MockGenerator.handWrittenMarker)', which the generator leaves alone.\n"
    )
  }

  private static func writeReport(of plan: MockPlan, options: MocksOptions) -> String {
    var lines: [String] = []
    let created = plan.changes.filter { $0.current == nil }.map(\.file.path)
    let updated = plan.changes.filter { $0.current != nil }.map(\.file.path)
    if !created.isEmpty { lines += ["Created:"] + created.map { "  " + $0 } }
    if !updated.isEmpty { lines += ["Updated:"] + updated.map { "  " + $0 } }
    if !plan.recorderViews.isEmpty {
      lines +=
        ["Started recorder views (yours to edit):"]
        + plan.recorderViews.map { "  " + $0.path }
    }
    lines.append(
      "\(options.module): \(plan.changes.count) mocks written, \(plan.unchanged.count) already "
        + "current."
    )
    lines += plan.notes.map { "Note: " + $0 }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func checkReport(of plan: MockPlan, options: MocksOptions) -> String {
    // The command that writes them, with the target the check was given.
    let command =
      "viper-spec mocks \(options.module)" + (options.mocksTarget.map { " --into \($0)" } ?? "")
    var lines: [String] = []
    for change in plan.changes {
      guard let current = change.current else {
        lines.append("\(change.file.path): missing; \(command) writes it.")
        continue
      }
      let diff = UnifiedDiff(expected: current, actual: change.file.contents).text
        .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
      lines += ["--- \(change.file.path) (checked in)", "+++ generated from the protocol"] + diff
    }
    lines += plan.recorderViews.map {
      "Note: \($0.path) is missing; \(command) starts one (not checked)."
    }
    lines += plan.notes.map { "Note: " + $0 }
    lines.append(
      plan.changes.isEmpty
        ? "\(options.module): all \(plan.unchanged.count) mocks match their protocols."
        : "\(options.module): \(plan.changes.count) mocks differ from their protocols; run "
          + "\(command) to write them."
    )
    return lines.joined(separator: "\n") + "\n"
  }
}
