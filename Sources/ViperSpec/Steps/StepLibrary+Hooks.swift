/// The hooks a library runs around each scenario and around the whole run, and which of them
/// a scenario gets.
extension StepLibrary {
  /// Defines a hook that runs before each scenario a tag expression selects, as Cucumber's
  /// `Before` does: hooks run in the order they are defined, then the steps.
  ///
  /// ```swift
  /// steps.before("@signed-in", name: "Sign in") { world in
  ///   world.session.signIn(as: "ken@example.com")
  /// }
  /// ```
  ///
  /// A hook that throws fails its scenario and skips the later hooks and the steps (a thrown
  /// `SkippedStep` skips them without failing, a `PendingStep` leaves them pending); After hooks
  /// still run. A tag expression that does not parse fails every scenario of the library.
  ///
  /// - Parameters:
  ///   - tags: A tag expression, such as `@slow and not @ci`; empty for every scenario.
  ///   - name: A name for reports.
  ///   - filePath: The defining file's path, for messages.
  ///   - line: The defining line, for messages.
  ///   - body: The hook's code, given the scenario's world.
  public mutating func before(
    _ tags: String = "",
    name: String? = nil,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World) async throws -> Void
  ) {
    addHook(.before, tags: tags, name: name, filePath: filePath, line: line, body)
  }

  /// Defines a hook that runs after each scenario a tag expression selects, whatever happened
  /// in it, as Cucumber's `After` does: After hooks run in the reverse order of their definition.
  ///
  /// A hook that throws fails its scenario; the other After hooks still run.
  ///
  /// - Parameters:
  ///   - tags: A tag expression, such as `@slow and not @ci`; empty for every scenario.
  ///   - name: A name for reports.
  ///   - filePath: The defining file's path, for messages.
  ///   - line: The defining line, for messages.
  ///   - body: The hook's code, given the scenario's world.
  public mutating func after(
    _ tags: String = "",
    name: String? = nil,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World) async throws -> Void
  ) {
    addHook(.after, tags: tags, name: name, filePath: filePath, line: line, body)
  }

  mutating func addHook(
    _ kind: ScenarioHook<World>.Kind,
    tags: String,
    name: String?,
    filePath: String,
    line: Int,
    _ body: @escaping @MainActor @Sendable (World) async throws -> Void
  ) {
    let expression: TagExpression
    do {
      expression = try TagExpression(parsing: tags)
    } catch {
      typeErrors.append("\(filePath.relativeToCurrentFolder):\(line): \(error.description)")
      return
    }
    append(
      ScenarioHook(
        kind: kind,
        name: name,
        tagSource: tags,
        tags: expression,
        body: body,
        filePath: filePath,
        line: line,
        sequence: made
      )
    )
  }

  /// Defines a hook that runs once before the first scenario of a `viper-spec` run.
  ///
  /// It is Cucumber's `BeforeAll`. If one throws, no scenario runs (the other BeforeAll hooks and
  /// the AfterAll hooks still do) and the run fails. `swift test`, which runs each scenario as a
  /// test case of its own, does not run them.
  ///
  /// - Parameters:
  ///   - name: A name for reports.
  ///   - filePath: The defining file's path, for messages.
  ///   - line: The defining line, for messages.
  ///   - body: The hook's code.
  public mutating func beforeAll(
    name: String? = nil,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    appendRunHook(isBefore: true, name: name, filePath: filePath, line: line, body)
  }

  /// Defines a hook that runs once after the last scenario of a `viper-spec` run.
  ///
  /// It is Cucumber's `AfterAll`: such hooks run in the reverse order of their definition, and
  /// one that throws fails the run.
  ///
  /// - Parameters:
  ///   - name: A name for reports.
  ///   - filePath: The defining file's path, for messages.
  ///   - line: The defining line, for messages.
  ///   - body: The hook's code.
  public mutating func afterAll(
    name: String? = nil,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    appendRunHook(isBefore: false, name: name, filePath: filePath, line: line, body)
  }

  mutating func appendRunHook(
    isBefore: Bool,
    name: String?,
    filePath: String,
    line: Int,
    _ body: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    runHooks.append(
      RunHook(
        isBefore: isBefore,
        name: name,
        body: body,
        filePath: filePath,
        line: line,
        sequence: made
      )
    )
    made += 1
  }

  /// The hooks of a kind that run for a scenario, by their index in ``hooks``, in the order they
  /// run: Before hooks as defined, After hooks backwards.
  ///
  /// - Parameters:
  ///   - kind: Before or after.
  ///   - pickle: The scenario.
  /// - Returns: The indices.
  package func hookIndices(_ kind: ScenarioHook<World>.Kind, for pickle: Pickle) -> [Int] {
    let selected = hooks.indices.filter {
      hooks[$0].kind == kind && hooks[$0].tags.matches(pickle.tagNames)
    }
    return kind == .before ? selected : selected.reversed()
  }

  mutating func append(_ hook: ScenarioHook<World>) {
    hooks.append(
      ScenarioHook(
        kind: hook.kind,
        name: hook.name,
        tagSource: hook.tagSource,
        tags: hook.tags,
        body: hook.body,
        filePath: hook.filePath,
        line: hook.line,
        sequence: made
      )
    )
    made += 1
  }
}
