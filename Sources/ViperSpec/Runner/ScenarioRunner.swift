/// A runner for one compiled scenario against a step library.
///
/// It assembles a fresh world, runs the steps in order, skips the rest after the first step that
/// does not pass, and compares transcript steps with their fenced blocks. Journals the world makes
/// belong to the scenario: a failure a double reports (an unstubbed call, say) fails the step that
/// was running, and entries no step asserted fail the last step when the scenario ends.
package enum ScenarioRunner {
  /// Runs a scenario.
  ///
  /// - Parameters:
  ///   - pickle: The compiled scenario.
  ///   - library: The step definitions and the world factory.
  ///   - settings: The record mode and recorder.
  /// - Returns: The result of every step.
  @MainActor
  package static func run<World>(
    _ pickle: Pickle,
    with library: StepLibrary<World>,
    settings: RunSettings
  ) async -> ScenarioResult {
    // Stamped here, not in a `defer` beside the returns: a `defer` runs after the value to
    // return has been copied, so the result would have no end.
    let start = settings.clock.now
    var result = await outcome(of: pickle, with: library, settings: settings)
    result.startedAt = start
    result.finishedAt = settings.clock.now
    return result
  }

  /// Runs a scenario's hooks and steps, or says why they do not run.
  @MainActor
  private static func outcome<World>(
    of pickle: Pickle,
    with library: StepLibrary<World>,
    settings: RunSettings
  ) async -> ScenarioResult {
    var result = ScenarioResult(pickle: pickle, steps: [], setupFailure: nil)
    // Hooks that do not run are skipped, as Cucumber reports them.
    result.beforeHooks = library.hookIndices(.before, for: pickle).map {
      hookStart(library.hooks[$0])
    }
    result.afterHooks = library.hookIndices(.after, for: pickle).map {
      hookStart(library.hooks[$0])
    }
    func results(_ status: StepStatus) -> [StepResult] {
      pickle.steps.map {
        StepResult(
          keyword: $0.keyword,
          text: $0.text,
          line: $0.location.line,
          status: status,
          message: nil
        )
      }
    }
    if pickle.tagNames.contains("@wip") {
      result.steps = results(.pending)
      return result
    }
    let invalid = library.invalidDefinitions
    if !invalid.isEmpty {
      result.setupFailure = """
        Expected every step definition, parameter type and hook to be valid, but \(invalid.count) \(invalid.count == 1 ? "is" : "are") not:
        \(invalid.map { "  " + $0 }.joined(separator: "\n"))

        A phrase that does not compile matches no step, a closure whose parameters do not match \
        its phrase cannot be called, and a hook whose tag expression does not parse cannot be \
        placed, so no scenario of this library can run as written.

        To fix, correct each one as its line says.
        """
      result.steps = results(.skipped)
      return result
    }
    if settings.dryRun {
      result.steps = dryRun(pickle, with: library)
      return result
    }
    let scope = HarnessScope(location: nil, collectsFailures: true)
    result.beforeHooks = []
    result.afterHooks = []
    let ending = await scope.run {
      await run(pickle, with: library, settings: settings, scope: scope, into: &result)
    }
    if let ending { await end(scope, ending, pickle: pickle, into: &result) }
    return result
  }

  /// What the end of a scenario whose steps all passed checks.
  private struct Ending {
    /// Whether journal entries were left before the After hooks ran: the steps' to assert.
    let stepsLeftEntries: Bool
    /// The scenario's world, kept alive until the end checks the journals it holds: a journal
    /// freed before would report to its own reporter, not to the scenario.
    let world: Any
  }

  /// Makes the world and runs the hooks and steps inside the scenario's scope.
  ///
  /// - Returns: What the end of the scenario checks, once it is out of the scope, if every step
  ///   passed.
  @MainActor
  private static func run<World>(
    _ pickle: Pickle,
    with library: StepLibrary<World>,
    settings: RunSettings,
    scope: HarnessScope,
    into result: inout ScenarioResult
  ) async -> Ending? {
    let world: World
    do {
      world = try await library.makeWorld()
    } catch {
      let place = "\(library.creationFile.relativeToCurrentFolder):\(library.creationLine)"
      result.setupThrown = ThrownError(error, at: place)
      result.setupFailure = """
        Expected to assemble the scenario's world, but it threw: \(error)

        Each scenario starts from a fresh world made by the step library's factory.

        To fix, make the factory succeed for the scenario \(pickle.uri):\(pickle.location.line).
        """
      // Nothing ran: hooks are skipped, and steps matched, as in a dry run.
      result.beforeHooks = library.hookIndices(.before, for: pickle).map {
        hookStart(library.hooks[$0])
      }
      result.afterHooks = library.hookIndices(.after, for: pickle).map {
        hookStart(library.hooks[$0])
      }
      result.steps = dryRun(pickle, with: library)
      return nil
    }
    let beforeHooks = library.hookIndices(.before, for: pickle).map { library.hooks[$0] }
    var stopped = false
    for hook in beforeHooks {
      var hookResult = hookStart(hook)
      if !stopped {
        await run(
          hook,
          world: world,
          scope: scope,
          pickle: pickle,
          settings: settings,
          into: &hookResult
        )
        stopped = hookResult.status != .passed
      }
      result.beforeHooks.append(hookResult)
    }
    for step in pickle.steps {
      var stepResult = StepResult(
        keyword: step.keyword,
        text: step.text,
        line: step.location.line,
        status: .skipped,
        message: nil
      )
      if !stopped {
        stepResult.startedAt = settings.clock.now
        let collector = Scenario.Collector(clock: settings.clock)
        (stepResult.status, stepResult.message, stepResult.thrown) = await Scenario.$collector
          .withValue(collector) {
            await run(step, pickle: pickle, world: world, library: library, settings: settings)
          }
        stepResult.finishedAt = settings.clock.now
        stepResult.attachments = collector.all
        let reported = scope.takeFailures()
        if stepResult.status == .passed, !reported.isEmpty {
          stepResult.status = .failed
          stepResult.message = doubleFailureMessage(reported, step: step, pickle: pickle)
        }
        stopped = stepResult.status != .passed
      } else if (result.beforeHooks + result.steps).last(where: { $0.startedAt != nil })?.status
        != .skipped
      {
        // Not run, but still matched, as Cucumber does: a later step without a single
        // definition says so instead of reading as merely skipped. After a step or a hook that
        // skipped itself, every step is skipped.
        (stepResult.status, stepResult.message) = matchOnly(step, pickle: pickle, library: library)
      }
      result.steps.append(stepResult)
    }
    // Entries left before the After hooks are the steps' to assert; ones only the hooks left
    // are the hooks'.
    let stepsLeftEntries = !stopped && scope.hasUnassertedEntries
    // After hooks run whatever happened, each on its own, as Cucumber's do.
    for index in library.hookIndices(.after, for: pickle) {
      var hookResult = hookStart(library.hooks[index])
      await run(
        library.hooks[index],
        world: world,
        scope: scope,
        pickle: pickle,
        settings: settings,
        // Entries no step asserted fail the scenario when it ends, after these hooks.
        scenarioHasFailed: result.status == .failed || stepsLeftEntries,
        into: &hookResult
      )
      result.afterHooks.append(hookResult)
    }
    return stopped ? nil : Ending(stepsLeftEntries: stepsLeftEntries, world: world)
  }

  /// Ends a scenario whose steps all passed, out of its scope: a task it started that is still
  /// running fails its last step, and journal entries nothing asserted fail that step, or the
  /// last After hook when only the hooks left them.
  @MainActor
  private static func end(
    _ scope: HarnessScope,
    _ ending: Ending,
    pickle: Pickle,
    into result: inout ScenarioResult
  ) async {
    guard let last = result.steps.indices.last else { return }
    await scope.settleBriefly()
    await scope.checkStartedTasks()
    let running = scope.takeFailures()
    scope.end()
    let unasserted = scope.takeFailures()
    withExtendedLifetime(ending.world) {}
    if !unasserted.isEmpty, !ending.stepsLeftEntries,
      let hook = result.afterHooks.indices.last(where: {
        result.afterHooks[$0].startedAt != nil
      })
    {
      let name = result.afterHooks[hook].text
      result.afterHooks[hook].status = .failed
      result.afterHooks[hook].message = """
        The After hook\(name.isEmpty ? "" : " '\(name)'") left journal entries no step asserts, \
        for the scenario at \(pickle.uri):\(pickle.location.line):

        \(unasserted.joined(separator: "\n\n"))

        To fix, let the hook leave no entry (take what it journals), or journal it in a step that \
        asserts it.
        """
      guard !running.isEmpty else { return }
      return fail(last, with: running, pickle: pickle, into: &result)
    }
    let failures = running + unasserted
    guard !failures.isEmpty else { return }
    fail(last, with: failures, pickle: pickle, into: &result)
  }

  /// Fails a step for what the scenario's doubles or tasks left.
  private static func fail(
    _ step: Int,
    with failures: [String],
    pickle: Pickle,
    into result: inout ScenarioResult
  ) {
    result.steps[step].status = .failed
    result.steps[step].message = doubleFailureMessage(
      failures,
      step: pickle.steps[step],
      pickle: pickle
    )
  }

  /// A hook's result before it runs: skipped, named by its kind and name.
  private static func hookStart<World>(_ hook: ScenarioHook<World>) -> StepResult {
    StepResult(
      keyword: hook.kind == .before ? "Before" : "After",
      text: hook.name ?? "",
      line: hook.line,
      status: .skipped,
      message: nil
    )
  }

  /// Runs a hook, as a step runs: what it throws, and what doubles report while it runs, end it.
  @MainActor
  private static func run<World>(
    _ hook: ScenarioHook<World>,
    world: World,
    scope: HarnessScope,
    pickle: Pickle,
    settings: RunSettings,
    scenarioHasFailed: Bool = false,
    into result: inout StepResult
  ) async {
    let place = "\(hook.filePath.relativeToCurrentFolder):\(hook.line)"
    let what = "\(result.keyword) hook\(hook.name.map { " '\($0)'" } ?? "") at \(place)"
    result.startedAt = settings.clock.now
    let collector = Scenario.Collector(clock: settings.clock, scenarioHasFailed: scenarioHasFailed)
    defer { result.attachments = collector.all }
    do {
      try await Scenario.$collector.withValue(collector) { try await hook.body(world) }
      result.status = .passed
    } catch let pending as PendingStep {
      (result.status, result.message) = (.pending, pending.reason)
      result.thrown = pending.reason.map { _ in ThrownError(pending, at: place) }
    } catch let skipped as SkippedStep {
      (result.status, result.message) = (.skipped, skipped.reason)
      result.thrown = skipped.reason.map { _ in ThrownError(skipped, at: place) }
    } catch {
      result.status = .failed
      result.message = """
        The \(what) failed for the scenario at \(pickle.uri):\(pickle.location.line).

        It threw: \(error)

        To fix, correct the hook, or the code it calls.
        """
      result.thrown = ThrownError(error, at: place)
    }
    result.finishedAt = settings.clock.now
    let reported = scope.takeFailures()
    if result.status == .passed, !reported.isEmpty {
      result.status = .failed
      result.message = "The \(what) failed:\n\n" + reported.joined(separator: "\n\n")
    }
  }

  @MainActor
  private static func run<World>(
    _ step: PickleStep,
    pickle: Pickle,
    world: World,
    library: StepLibrary<World>,
    settings: RunSettings
  ) async -> (StepStatus, String?, ThrownError?) {
    let place = "\(pickle.uri):\(step.location.line)"
    let match = library.match(step.text)
    guard case .matched(let definition, let captured) = match else {
      let (status, message) = status(of: match, step: step, pickle: pickle, library: library)
      return (status, message, nil)
    }
    do {
      let arguments = try makeArguments(step, definition: definition, captured: captured)
      switch definition.kind {
      case .action(let body):
        try await body(world, arguments)
        guard !arguments.hasUnreadArgument else {
          let isRegex = definition.regexMatches != nil
          return (.failed, unreadArgument(at: place, step: step, isRegex: isRegex), nil)
        }
        return (.passed, nil, nil)
      case .transcript(let body):
        let actual = try await body(world, arguments)
        let (status, message) = compare(actual, step: step, pickle: pickle, settings: settings)
        // A transcript that differs goes with the step's result, for reports that show it.
        if status == .failed {
          Scenario.attach(
            TranscriptComparison.normalized(actual),
            mediaType: "text/plain",
            fileName: "transcript.txt"
          )
        }
        return (status, message, nil)
      }
    } catch let pending as PendingStep {
      return (
        .pending, pending.reason, pending.reason.map { _ in ThrownError(pending, at: place) }
      )
    } catch let skipped as SkippedStep {
      return (
        .skipped, skipped.reason, skipped.reason.map { _ in ThrownError(skipped, at: place) }
      )
    } catch {
      return (
        .failed, failure(at: place, step: step, error: error), ThrownError(error, at: place)
      )
    }
  }

  /// Matches every step without running it, as `--dry-run` does: defined steps are skipped.
  private static func dryRun<World>(
    _ pickle: Pickle,
    with library: StepLibrary<World>
  ) -> [StepResult] {
    pickle.steps.map { step in
      var result = StepResult(
        keyword: step.keyword,
        text: step.text,
        line: step.location.line,
        status: .skipped,
        message: nil
      )
      (result.status, result.message) = matchOnly(step, pickle: pickle, library: library)
      return result
    }
  }

  /// The status of a step that does not run: skipped if one definition matches it, else
  /// undefined or ambiguous, with why.
  private static func matchOnly<World>(
    _ step: PickleStep,
    pickle: Pickle,
    library: StepLibrary<World>
  ) -> (StepStatus, String?) {
    status(of: library.match(step.text), step: step, pickle: pickle, library: library)
  }

  /// A step's status from its match alone: skipped if one definition matches it (it is not
  /// run), else undefined or ambiguous, with why.
  private static func status<World>(
    of match: StepMatch<World>,
    step: PickleStep,
    pickle: Pickle,
    library: StepLibrary<World>
  ) -> (StepStatus, String?) {
    let place = "\(pickle.uri):\(step.location.line)"
    switch match {
    case .undefined(let closest):
      let message = undefinedMessage(
        step,
        at: place,
        closest: closest,
        unknownTypes: library.undefinedParameterTypes,
        types: library.orderedParameterTypes
      )
      return (.undefined, message)
    case .ambiguous(let definitions):
      return (.ambiguous, ambiguousMessage(step, at: place, definitions: definitions))
    case .matched:
      return (.skipped, nil)
    }
  }

  /// A step defined by a Swift Regex gets only the match, so the fix for an unread block differs.
  static let regexFix = """
    : a step defined by a Swift Regex gets only its match, so define this one with a Cucumber \
    Expression, whose closure takes the DataTable or DocString last.
    """
}
