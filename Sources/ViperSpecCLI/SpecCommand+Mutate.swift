import Foundation

extension SpecCommand {
  /// Runs `viper-spec mutate`: lists the module's mutants, or runs its tests against each and
  /// reports the survivors and the score.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `mutate`.
  ///   - programName: The runner's name, which its messages say.
  ///   - environment: The environment the builds and tests run in.
  ///   - standardOutput: Receives the report.
  ///   - standardError: Receives progress and errors.
  ///   - clock: Times the clean run, from which each mutant's time limit comes.
  /// - Returns: The exit status: 0 done, 1 under the threshold, 2 bad input or a package whose
  ///   tests cannot judge a mutant.
  static func mutate(
    _ arguments: [String],
    programName: String,
    environment: [String: String],
    standardOutput: (String) -> Void,
    standardError: (String) -> Void,
    clock: any Clock<Duration> = ContinuousClock()
  ) async -> Int32 {
    let named = { (text: String) in
      text.replacingOccurrences(of: "viper-spec ", with: programName + " ")
    }
    do {
      let options = try MutateOptions.parse(arguments)
      if options.showsHelp {
        standardOutput(named(MutateOptions.usage) + "\n")
        return 0
      }
      let root = URL(fileURLWithPath: options.packagePath).standardizedFileURL
      // A report that cannot be written is said before the run, not after minutes of it.
      for path in [options.jsonPath, options.htmlPath].compactMap({ $0 }) {
        if let problem = ReportFile.problemWriting(at: path) {
          throw SpecCommandError("The report \(path) cannot be written: \(problem).")
        }
      }
      let package = try MutatedModule(root: root, module: options.module)
      if let tests = options.tests, (try? Regex(tests)) == nil {
        throw SpecCommandError(
          "--tests takes a regular expression, as swift test --filter does; '\(tests)' is none."
        )
      }
      let filter =
        options.tests ?? "^(\(package.testTargets.joined(separator: "|")))\\."
      guard options.tests != nil || !package.testTargets.isEmpty else {
        throw SpecCommandError(
          "No test target of the package depends on '\(options.module)'; name the tests with --tests."
        )
      }
      var lines: [String: Set<Int>]?
      if let revision = options.since {
        lines = try await GitChangedLines.read(since: revision, in: root, environment: environment)
      }
      if options.listsOnly {
        let plan = MutationPlan(
          sources: package.sources,
          operators: options.operators,
          lines: lines
        )
        for warning in plan.commentWarnings {
          standardError("\(programName) mutate: warning: \(warning).\n")
        }
        standardOutput(MutationList.text(of: plan))
        return 0
      }
      RunningChildren.stopOnInterrupt()
      let report = try await withoutActuallyEscaping(standardError) {
        (progress) async throws(SpecCommandError) -> MutationRunReport in
        var run = MutationRun(
          package: package,
          filter: filter,
          operators: options.operators,
          lines: lines,
          jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
          environment: environment,
          stopwatch: { Stopwatch(clock) },
          progress: { progress($0 + "\n") }
        )
        run.rebuildsEach = options.rebuildsEach
        run.usesCache = options.usesCache
        return try await run.run()
      }
      standardOutput(MutationConsoleReport.text(of: report))
      let low = options.threshold.map { Int($0.rounded(.down)) } ?? 60
      let thresholds = MutationThresholds(high: max(80, low), low: low)
      if let path = options.jsonPath,
        let problem = ReportFile.write(
          StrykerReport.json(report, thresholds: thresholds, projectRoot: root.path),
          to: path
        )
      {
        throw SpecCommandError("The JSON report cannot be written to \(path): \(problem)")
      }
      if let path = options.htmlPath,
        let problem = ReportFile.write(
          MutationHTMLReport.html(report, thresholds: thresholds),
          to: path
        )
      {
        throw SpecCommandError("The HTML report cannot be written to \(path): \(problem)")
      }
      let tally = MutationTally(report.outcomes)
      if let threshold = options.threshold, tally.scored > 0,
        Double(tally.detected) * 100 < threshold * Double(tally.scored)
      {
        standardError(
          "\(programName) mutate: the mutation score \(tally.scoreText) is under the threshold "
            + "of \(threshold == threshold.rounded() ? String(Int(threshold)) : String(threshold))%.\n"
        )
        return 1
      }
      return 0
    } catch let error as SpecCommandError {
      standardError("\(programName) mutate: \(named(error.message))\n")
      return 2
    } catch {
      standardError("\(programName) mutate: \(error)\n")
      return 2
    }
  }
}
