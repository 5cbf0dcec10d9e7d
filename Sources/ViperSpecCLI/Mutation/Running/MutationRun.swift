import Foundation
import ViperCore

/// One `viper-spec mutate` run: finds the mutants, writes them all into the scratch copy behind
/// their switches, builds once, runs the tests clean and then once per mutant, in parallel, and
/// builds apart only the mutants the schema build could not compile.
struct MutationRun {
  /// The package and module.
  let package: MutatedModule
  /// The tests to run: a regular expression on test names.
  let filter: String
  /// The operators to use.
  let operators: Set<MutationOperator>
  /// The lines to mutate by file, for `--since`; `nil` for all.
  let lines: [String: Set<Int>]?
  /// How many mutants run at once.
  let jobs: Int
  /// Whether every mutant is built apart, as Muter builds them, instead of all at once.
  var rebuildsEach = false
  /// Whether outcomes of an earlier run of the same package, tests and mutant are reused.
  var usesCache = true
  /// The environment the builds and tests run in.
  let environment: [String: String]
  /// Starts a stopwatch: the clean run's length sets the time limit.
  let stopwatch: @Sendable () -> Stopwatch
  /// Receives progress, a line at a time.
  let progress: (String) -> Void

  /// Runs the mutants and returns what each showed.
  ///
  /// - Returns: The report.
  /// - Throws: A `SpecCommandError` when the package does not build or its tests fail before
  ///   any mutant.
  func run() async throws(SpecCommandError) -> MutationRunReport {
    let plan = MutationPlan(sources: package.sources, operators: operators, lines: lines)
    for warning in plan.commentWarnings {
      progress("warning: \(warning).")
    }
    let toRun = plan.mutants.filter { !plan.ignored.contains($0.id) }
    guard !toRun.isEmpty else {
      progress("No mutant to run: nothing built, no test run.")
      return report(of: plan, outcomes: [:])
    }
    let copy = ScratchCopy(of: package.root)
    let logs = copy.root.deletingLastPathComponent().appendingPathComponent("logs")
    guard let swift = ChildProcess.find("swift", in: environment) else {
      throw SpecCommandError("No 'swift' on the PATH to build the package with.")
    }
    let lock = try await CopyLock.acquire(in: copy.root.deletingLastPathComponent()) {
      progress("Waiting for another viper-spec mutate run on this package to end")
    }
    defer { lock.release() }
    progress("Copying the package to \(copy.root.path)")
    let digest = try copy.synchronize()
    let keys = Dictionary(
      uniqueKeysWithValues: toRun.map {
        ($0.id, MutationCache.key(of: $0, package: digest, filter: filter))
      }
    )
    let cache = MutationCache(
      file: copy.root.deletingLastPathComponent().appendingPathComponent("cache.json")
    )
    var outcomes: [Int: MutantOutcome] = [:]
    if usesCache {
      for mutant in toRun {
        if let key = keys[mutant.id], let kept = cache.outcome(of: mutant, key: key) {
          outcomes[mutant.id] = kept
        }
      }
      if !outcomes.isEmpty {
        progress(
          "\(outcomes.count) of \(toRun.count) mutants kept from the last run, nothing changed"
        )
      }
    }
    defer {
      cache.save(
        outcomes.values.compactMap { outcome in keys[outcome.mutant.id].map { ($0, outcome) } }
      )
    }
    let toBuild = toRun.filter { outcomes[$0.id] == nil }
    guard !toBuild.isEmpty else { return report(of: plan, outcomes: outcomes) }
    try Self.emptyFolder(logs)
    var schema = SchemaBuild(plan: plan, copy: copy, folder: package.folder, swift: swift)
    if rebuildsEach { schema.takeOutAll() }
    progress("\(plan.mutants.count) mutants in \(plan.files.count) files; building them all once")
    try await schema.build(environment: environment, logs: logs) { progress($0) }
    let command = try await testCommand(swift: swift, copy: copy, logs: logs)
    progress("Running the tests without a mutant")
    let watch = stopwatch()
    let clean = try await Self.runTests(
      command,
      switchingOn: nil,
      limit: nil,
      logs: logs,
      stopwatch: stopwatch
    )
    let cleanTime = watch.elapsed
    guard clean.status == .survived else {
      throw SpecCommandError(
        "The tests fail before any mutant, so no mutant can be judged: fix them first. "
          + "Their output is in \(logs.path)/tests-clean-*.log."
      )
    }
    if command.runs.count == 1, Self.ranNoTest(logs.appendingPathComponent("tests-clean-0.log")) {
      throw SpecCommandError(
        "No test matches '\(filter)': pass --tests a pattern that names some, as swift test --filter takes."
      )
    }
    // Mutants run side by side, each slowing the others: one more clean run's time for each.
    let limit = cleanTime * (max(jobs, 1) + 1) + .seconds(5)
    let switched = toBuild.filter { !schema.reverted.contains($0.id) }
    for outcome in try await runAll(switched, command: command, limit: limit, logs: logs) {
      outcomes[outcome.mutant.id] = outcome
    }
    let apart = toBuild.filter { schema.reverted.contains($0.id) }
    if !apart.isEmpty {
      progress("\(apart.count) mutants could not be switched; building each apart")
    }
    for mutant in apart {
      let compiles = try await schema.buildAlone(mutant, environment: environment, logs: logs)
      let outcome =
        compiles
        ? try await Self.runTests(
          command,
          mutant: mutant,
          limit: limit,
          logs: logs,
          stopwatch: stopwatch
        )
        : MutantOutcome(mutant: mutant, status: .compileError)
      outcomes[mutant.id] = outcome
      report(outcome, of: plan.mutants.count)
    }
    return report(of: plan, outcomes: outcomes)
  }

  /// The run's report: each mutant's outcome, those a comment or `--since` left out ignored.
  private func report(of plan: MutationPlan, outcomes: [Int: MutantOutcome]) -> MutationRunReport {
    MutationRunReport(
      module: package.module,
      tests: filter,
      sources: Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.source) }),
      outcomes: plan.mutants.map { mutant in
        outcomes[mutant.id] ?? MutantOutcome(mutant: mutant, status: .ignored)
      }
    )
  }

  /// Whether a Swift Testing run's log says it ran no test (`Test run with 0 tests`).
  private static func ranNoTest(_ log: URL) -> Bool {
    let data = (try? Data(contentsOfFileAt: log.path)) ?? Data()
    return String(decoding: data, as: UTF8.self).contains("Test run with 0 tests")
  }

  /// Empties the logs folder, so that a run's logs are its own.
  private static func emptyFolder(_ folder: URL) throws(SpecCommandError) {
    let manager = FileManager.default
    do {
      if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw SpecCommandError("\(folder.path) cannot be emptied: \(error.localizedDescription)")
    }
  }

  /// Runs mutants, `jobs` at a time, as their tests end.
  private func runAll(
    _ mutants: [Mutant],
    command: TestCommand,
    limit: Duration,
    logs: URL
  ) async throws(SpecCommandError) -> [MutantOutcome] {
    let width = command.runsInParallel ? max(jobs, 1) : 1
    let stopwatch = self.stopwatch
    let total = mutants.count
    do {
      return try await withThrowingTaskGroup(of: MutantOutcome.self) { group in
        var pending = mutants[...]
        var finished: [MutantOutcome] = []
        func startNext() {
          guard let next = pending.popFirst() else { return }
          group.addTask {
            try await Self.runTests(
              command,
              mutant: next,
              limit: limit,
              logs: logs,
              stopwatch: stopwatch
            )
          }
        }
        for _ in 0..<width { startNext() }
        while let outcome = try await group.next() {
          finished.append(outcome)
          report(outcome, of: total, done: finished.count)
          startNext()
        }
        return finished
      }
    } catch let error as SpecCommandError {
      throw error
    } catch {
      throw SpecCommandError("The mutants' tests could not run: \(error)")
    }
  }

  private func report(_ outcome: MutantOutcome, of total: Int, done: Int? = nil) {
    let mutant = outcome.mutant
    let count = done.map { "[\($0)/\(total)] " } ?? ""
    progress(
      "\(count)\(outcome.status.label): \(mutant.file):\(mutant.start.line) "
        + mutant.mutationOperator.name
    )
  }

  /// What the tests showed against a mutant, or none.
  private struct TestResult: Sendable {
    var status: MutantOutcome.Status
    var killedBy: [String]
    var milliseconds: Int

    func outcome(of mutant: Mutant) -> MutantOutcome {
      MutantOutcome(mutant: mutant, status: status, killedBy: killedBy, milliseconds: milliseconds)
    }
  }

  /// Runs the tests with a mutant switched on, and judges the mutant.
  private static func runTests(
    _ command: TestCommand,
    mutant: Mutant,
    limit: Duration,
    logs: URL,
    stopwatch: @Sendable () -> Stopwatch
  ) async throws(SpecCommandError) -> MutantOutcome {
    try await runTests(
      command,
      switchingOn: mutant.id,
      limit: limit,
      logs: logs,
      stopwatch: stopwatch
    ).outcome(of: mutant)
  }

  /// Runs the tests with a mutant switched on (or none): a test that fails, or a process that
  /// crashes, kills the mutant; one that outlives the limit is stopped, a timeout.
  private static func runTests(
    _ command: TestCommand,
    switchingOn id: Int?,
    limit: Duration?,
    logs: URL,
    stopwatch: @Sendable () -> Stopwatch
  ) async throws(SpecCommandError) -> TestResult {
    let name = id.map { "tests-mutant-\($0)" } ?? "tests-clean"
    let watch = stopwatch()
    var result = TestResult(status: .survived, killedBy: [], milliseconds: 0)
    for (index, run) in command.runs(switchingOn: id).enumerated() {
      let log = logs.appendingPathComponent("\(name)-\(index).log")
      let ending = try await run.run(limit: limit, outputFile: log)
      if ending.timedOut {
        result.status = .timeout
        break
      }
      // Swift Testing exits 69 when its filter selects no test: the XCTest run may hold them all.
      if ending.status == 69, ending.output.contains("Test run with 0 tests") { continue }
      if ending.status != 0 {
        result.status = .killed
        result.killedBy = FailedTests.names(in: ending.output)
        break
      }
    }
    result.milliseconds = Int(watch.elapsed / .milliseconds(1))
    return result
  }

  /// Finds the test binary and its XCTest cases.
  private func testCommand(
    swift: String,
    copy: ScratchCopy,
    logs: URL
  ) async throws(SpecCommandError) -> TestCommand {
    let binPath = ChildProcess(
      executable: swift,
      arguments: ["build", "--show-bin-path", "--package-path", copy.root.path],
      environment: environment,
      folder: copy.root
    )
    let ending = try await binPath.run(
      limit: nil,
      outputFile: logs.appendingPathComponent("bin-path.log")
    )
    let binFolder =
      ending.output.split(separator: "\n").last.map(String.init)?
      .trimmingCharacters(in: .whitespaces) ?? ""
    var binary: (path: String, xctestCases: [String])?
    #if os(Linux)
    let binaries =
      (try? FileManager.default.contentsOfDirectory(atPath: binFolder))?
      .filter { $0.hasSuffix("PackageTests.xctest") }.sorted() ?? []
    if let name = binaries.first {
      let list = ChildProcess(
        executable: binFolder + "/" + name,
        arguments: ["--list-tests"],
        environment: environment,
        folder: copy.root
      )
      let listLog = logs.appendingPathComponent("xctest-list.log")
      let listed = try await list.run(limit: nil, outputFile: listLog)
      // A binary that cannot list its XCTest cases cannot run them either: `swift test` fails.
      guard listed.status == 0 else {
        throw SpecCommandError(
          "The tests fail before any mutant: the test binary stopped while listing its XCTest "
            + "cases (exit status \(listed.status)); its output is in \(listLog.path)."
        )
      }
      let cases = listed.output.split(separator: "\n").map(String.init).filter {
        $0.contains(".") && $0.contains("/") && !$0.contains(" ")
      }
      binary = (binFolder + "/" + name, cases)
    }
    #endif
    return TestCommand(
      copy: copy.root,
      binary: binary,
      filter: filter,
      swift: swift,
      environment: environment
    )
  }
}
