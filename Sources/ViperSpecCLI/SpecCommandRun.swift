import Foundation

/// One `viper-spec` run of specs: selects the scenarios, runs them in file order while printing
/// each as it finishes, then writes the reports.
@MainActor
struct SpecCommandRun {
  let options: SpecCommandOptions
  let catalog: StepCatalog
  let environment: [String: String]
  let defaultPaths: [String]
  /// The runner's name, which its errors say.
  let programName: String

  /// Runs the selected scenarios.
  ///
  /// - Parameters:
  ///   - standardOutput: Receives the living documentation, a scenario at a time.
  ///   - standardError: Receives errors and warnings.
  /// - Returns: The exit status.
  /// - Throws: A `SpecCommandError` for bad arguments or a report that cannot be written.
  func run(
    standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) async throws(SpecCommandError) -> Int32 {
    let paths = options.paths.isEmpty ? defaultPaths : options.paths
    let tags = try tagExpression()
    let names = try nameFilters()
    try SpecCommand.checkLanguage(options.language)
    let settings = try runSettings()
    let specs = try loadSpecs(paths, tags: tags)
    for error in specs.parseErrors {
      standardError("\(programName): \(error.description)\n\(Self.parseErrorHint(error))\n")
    }
    let selected = select(from: specs, names: names, standardError: standardError)
    // The findings this run fails on: those of no scenario, and those of the scenarios it runs.
    let findings = specs.lintErrorsOfNoScenario + selected.flatMap(specs.lintErrors(of:))
    for error in findings.sorted(by: { ($0.uri, $0.line) < ($1.uri, $1.line) }) {
      standardError("\(programName): \(error.description)\n")
    }
    if selected.isEmpty {
      return try runNothing(
        specs,
        paths: paths,
        names: names,
        settings: settings,
        standardOutput: standardOutput,
        standardError: standardError
      )
    }
    for undefined in catalog.libraries.flatMap(\.undefinedParameterTypes) {
      standardError("\(programName): \(undefined.warning)\n")
    }
    // With messages on standard output, the documentation stays off it.
    let messagesToOutput = options.messagesPath == "-"
    let documentation = messagesToOutput ? { (_: String) in } : standardOutput
    let messages = try messageStream(specs)
    func flush() {
      if messagesToOutput { standardOutput(messages?.takePending() ?? "") }
    }
    messages?.begin(
      files: specs.files,
      catalog: catalog,
      start: settings.clock.now,
      checksSpecs: selected.contains { !specs.lintErrors(of: $0).isEmpty }
    )
    flush()
    let (results, runHooks) = await runScenarios(
      selected,
      specs: specs,
      settings: settings,
      messages: messages,
      documentation: documentation,
      flush: flush
    )
    let runHookFailures = runHooks.filter { $0.status == .failed }.count
    let notRun = options.failFast && runHookFailures == 0 ? selected.count - results.count : 0
    let summary = ConsoleReport.summary(
      results,
      dryRun: options.dryRun,
      specErrors: specs.parseErrors.count + specs.lintErrorsOfNoScenario.count,
      runHookFailures: runHookFailures
    )
    documentation(
      "\n\(summary)\n"
        + (notRun > 0
          ? "--fail-fast stopped the run: \(notRun) scenario\(notRun == 1 ? "" : "s") did not run.\n"
          : "")
    )
    do {
      try writeReports(results, specs: specs, runHooks: runHooks)
    } catch {
      // The stream still ends, saying why the run failed.
      messages?.end(success: false, at: settings.clock.now, error: error.message)
      flush()
      throw error
    }
    let failed =
      results.contains(where: \.failsRun) || !specs.lintErrorsOfNoScenario.isEmpty
      || runHookFailures > 0
    messages?.end(
      success: !failed && specs.parseErrors.isEmpty,
      at: settings.clock.now,
      reason: Self.specErrorsReason(specs.lintErrorsOfNoScenario)
    )
    flush()
    if let path = options.messagesPath, let problem = messages?.writeError {
      throw SpecCommandError(
        "Could not write the messages to \(path): \(problem). To fix, free space or choose another path."
      )
    }
    if let path = options.messagesPath, messages?.isStillAtPath(path) == false {
      throw SpecCommandError(
        "The messages file \(path) was removed or replaced while the run wrote it, so the stream "
          + "is lost. To fix, keep the file in place during the run, or write it elsewhere."
      )
    }
    if !specs.parseErrors.isEmpty { return 2 }
    return failed ? 1 : 0
  }

  private func runSettings() throws(SpecCommandError) -> RunSettings {
    do {
      return RunSettings(
        recordMode: try RecordMode.resolve(environment: environment),
        dryRun: options.dryRun
      )
    } catch {
      throw SpecCommandError(error.description)
    }
  }

  /// The `--tags` expressions, all of which a scenario must match.
  private func tagExpression() throws(SpecCommandError) -> TagExpression {
    var tags = TagExpression.always
    for text in options.tags {
      do {
        let expression = try TagExpression(parsing: text)
        tags = tags == .always ? expression : .and(tags, expression)
      } catch {
        throw SpecCommandError(error.description)
      }
    }
    return tags
  }

  /// Reads, parses and lints the specs, with the scenarios a tag expression selects.
  private func loadSpecs(
    _ paths: [String],
    tags: TagExpression
  ) throws(SpecCommandError) -> ScenarioSelection {
    let specs: ScenarioSelection
    do {
      specs = try ScenarioSelection(
        paths: paths,
        language: options.language,
        tags: tags,
        catalog: catalog
      )
    } catch {
      // An error that says its own fix keeps it; the others are about which paths to give.
      let fix =
        error.message.contains("To fix")
        ? ""
        : " To fix, name spec files (.feature.md, .feature) or folders of them, relative to "
          + "\(FileManager.default.currentDirectoryPath)."
      throw SpecCommandError(error.description + fix)
    }
    try checkReportPaths(against: specs)
    return specs
  }

  /// The scenarios to run, by `--name` and `--shard`, in the order `--order` asks for.
  private func select(
    from specs: ScenarioSelection,
    names: [Regex<AnyRegexOutput>],
    standardError: (String) -> Void
  ) -> [Pickle] {
    let folder = FileManager.default.currentDirectoryPath
    let selected = options.order.arranged(
      specs.pickles.filter { pickle in
        (names.isEmpty || names.contains { pickle.name.contains($0) })
          && (options.shard?.contains(pickle, relativeTo: folder) ?? true)
      }
    )
    if case .random(let seed) = options.order {
      standardError(
        "\(programName): scenarios in random order; repeat it with --order random:\(seed)\n"
      )
    }
    return selected
  }

  /// Ends a run that selected no scenario.
  ///
  /// It fails, unless scenarios were there and only this shard's share is empty: a CI matrix's
  /// job passes then, and writes its reports.
  private func runNothing(
    _ specs: ScenarioSelection,
    paths: [String],
    names: [Regex<AnyRegexOutput>],
    settings: RunSettings,
    standardOutput: (String) -> Void,
    standardError: (String) -> Void
  ) throws(SpecCommandError) -> Int32 {
    let named = specs.pickles.filter { pickle in
      names.isEmpty || names.contains { pickle.name.contains($0) }
    }
    let count = { (count: Int) in count == 1 ? "1 scenario" : "\(count) scenarios" }
    let compiled = specs.files.flatMap(\.pickles).count
    let specErrors =
      specs.parseErrors.isEmpty ? Self.specErrorsReason(specs.lintErrorsOfNoScenario) : nil
    let reason: String?
    if !specs.parseErrors.isEmpty {
      reason = nil
    } else if specs.pickles.isEmpty, compiled > 0, !options.tags.isEmpty {
      let whose = compiled == 1 ? "1 scenario's" : "\(compiled) scenarios'"
      let expressions = options.tags.map { "'\($0)'" }.joined(separator: " and ")
      reason = """
        Expected a scenario to run, but none of the \(whose) tags match --tags \(expressions).

        To fix, check the tag expression: a scenario's tags are its own, its rule's and its feature's.
        """
    } else if specs.pickles.isEmpty {
      reason = ScenarioSelection.noScenariosMessage(in: paths)
    } else if named.isEmpty {
      let patterns = options.names.map { "'\($0)'" }.joined(separator: " or ")
      let whose = specs.pickles.count == 1 ? "1 scenario's" : "\(specs.pickles.count) scenarios'"
      reason = """
        Expected a scenario to run, but none of the \(whose) names matches --name \(patterns).

        To fix, check the pattern: it is a regular expression, found anywhere in a scenario's name.
        """
    } else if !catalog.invalidDefinitions.isEmpty {
      // They fail every scenario, so every shard: a job whose share is empty too.
      reason = """
        The step catalog has definitions that are not valid, which fail every scenario:
        \(catalog.invalidDefinitions.map { "  " + $0 }.joined(separator: "\n"))

        To fix, correct each one as its line says.
        """
    } else {
      reason = nil
      let outcome = specErrors == nil ? "passes" : "fails on the spec errors above"
      standardError(
        "This shard's share of the \(count(named.count)) is empty: it runs nothing and \(outcome).\n"
      )
    }
    let passes = reason == nil && specs.parseErrors.isEmpty && specErrors == nil
    if let messages = try messageStream(specs) {
      messages.begin(files: specs.files, catalog: catalog, start: settings.clock.now)
      messages.end(success: passes, at: settings.clock.now, reason: reason ?? specErrors)
      if options.messagesPath == "-" { standardOutput(messages.takePending()) }
    }
    if let reason {
      standardError("\(reason)\n")
      return 1
    }
    try writeReports([], specs: specs, runHooks: [])
    if !specs.parseErrors.isEmpty { return 2 }
    return passes ? 0 : 1
  }

  /// Runs the BeforeAll hooks, then (if they passed) each scenario, retried as `--retry` asks,
  /// then the AfterAll hooks backwards; returns the scenarios' and the run hooks' results.
  private func runScenarios(
    _ selected: [Pickle],
    specs: ScenarioSelection,
    settings: RunSettings,
    messages: MessageStream?,
    documentation: (String) -> Void,
    flush: () -> Void
  ) async -> (results: [ScenarioResult], runHooks: [StepResult]) {
    // BeforeAll hooks all run; if one fails, no scenario does. AfterAll hooks run backwards,
    // whatever happened. A dry run runs neither.
    let runHooks = options.dryRun ? [] : catalog.runHooks
    var runHookResults: [StepResult] = []
    func run(_ index: Int) async {
      let hook = runHooks[index]
      let result = await Self.isolated { await hook.run(clock: settings.clock) }
      messages?.runHook(result, index: index)
      flush()
      runHookResults.append(result)
      guard result.status == .failed, let message = result.message else { return }
      let text = ConsoleReport.indented(message, by: 8)
      documentation("\n  ✗ \(result.keyword) hook\n\n\(text.withVisibleControls)\n")
    }
    for index in runHooks.indices where runHooks[index].isBefore { await run(index) }
    var results: [ScenarioResult] = []
    let scenarios = runHookResults.contains { $0.status == .failed } ? [] : selected
    // Each scenario's library is picked once, for its test case and its run.
    let libraries = Dictionary(
      scenarios.map { ($0.id, catalog.libraryIndex(for: $0)) },
      uniquingKeysWith: { first, _ in first }
    )
    messages?.testCases(
      scenarios,
      catalog: catalog,
      libraries: libraries,
      checked: Set(scenarios.filter { !specs.lintErrors(of: $0).isEmpty }.map(\.id))
    )
    flush()
    for pickle in scenarios {
      let library = libraries[pickle.id]
      let attempt = { () async -> ScenarioResult in
        var result = await Self.isolated { [catalog] in
          await catalog.run(pickle, settings: settings, library: library)
        }
        result.lintErrors = specs.lintErrors(of: pickle)
        return result
      }
      var result = await attempt()
      // A failure a step or hook threw may pass on another attempt; what cannot pass is not
      // retried, as in Cucumber.
      while result.attempts <= options.retries, result.isRetryable {
        messages?.scenario(result, willBeRetried: true)
        flush()
        let earlier = result
        result = await attempt()
        result.attempts = earlier.attempts + 1
        result.earlierAttemptsTime = earlier.earlierAttemptsTime + earlier.time
      }
      documentation(ConsoleReport.block(result, after: results.last?.pickle))
      messages?.scenario(result, willBeRetried: false)
      flush()
      results.append(result)
      if options.failFast, result.failsRun {
        // Their test cases are written: the stream says they were skipped, as Cucumber's does.
        let moment = settings.clock.now
        for later in scenarios.dropFirst(results.count) { messages?.notRun(later, at: moment) }
        flush()
        break
      }
    }
    for index in runHooks.indices.reversed() where !runHooks[index].isBefore { await run(index) }
    return (results, runHookResults)
  }

  private func nameFilters() throws(SpecCommandError) -> [Regex<AnyRegexOutput>] {
    var filters: [Regex<AnyRegexOutput>] = []
    for pattern in options.names {
      do {
        filters.append(try Regex(pattern))
      } catch {
        throw SpecCommandError(
          "Invalid --name '\(pattern)': it is not a regular expression (\(error)). Escape special characters such as ( [ + with a backslash, or quote a plain part of the name."
        )
      }
    }
    return filters
  }

  /// Why spec errors failed the run, for the messages' `testRunFinished`: Cucumber has no such
  /// errors, so no step's result says so.
  private static func specErrorsReason(_ errors: [SpecLintError]) -> String? {
    guard !errors.isEmpty else { return nil }
    let count = errors.count == 1 ? "1 spec error" : "\(errors.count) spec errors"
    return "The run failed on \(count):\n" + errors.map(\.description).joined(separator: "\n")
  }

  /// Runs a scenario or hook in a task of its own, so that one that cancels its task (or
  /// whatever it calls does) cancels only itself, not the scenarios after it.
  private static func isolated<Result: Sendable>(
    _ body: @escaping @MainActor @Sendable () async -> Result
  ) async -> Result {
    await Task { @MainActor in await body() }.value
  }

  /// A system's message as a sentence that ends once: Foundation's end with a period, or not.
  static func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? text : text + "."
  }

  private static func parseErrorHint(_ error: GherkinParseError) -> String {
    "  None of the file's scenarios ran. To fix, correct line \(error.location.line) as the error says."
  }
}
