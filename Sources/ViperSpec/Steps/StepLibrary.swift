/// A set of step definitions that bind phrases to closures acting on a per-scenario world.
///
/// Each scenario gets a fresh world from the library's factory: the assembled module with its
/// doubles. Phrases are Cucumber Expressions; a `transcript` step returns text that the runner
/// compares with the fenced block under the step, like a snapshot.
///
/// ```swift
/// var steps = StepLibrary<CounterWorld> { CounterWorld() }
/// steps.given("a counter at {int}") { (world, value: Int) in
///   world.counter.value = value
/// }
/// steps.when("the user taps {int} time(s)") { (world, times: Int) in
///   for _ in 0..<times { await world.presenter.tapped() }
/// }
/// steps.transcript("the view shows") { world in world.view.transcript }
/// ```
///
/// A step's closure takes the world, then one typed parameter per parameter of its phrase
/// (`{int}` an `Int`, `{float}` a `Double`, `{word}`, `{string}` and `{}` a `String`, a custom
/// type what its transform returns), then optionally the step's `DataTable` or `DocString`. A
/// closure whose parameters do not match its phrase fails every scenario of the library, naming
/// the step, before any step runs.
public struct StepLibrary<World>: Sendable {
  /// The closure that assembles a fresh world for each scenario.
  public let makeWorld: @MainActor @Sendable () async throws -> World
  package private(set) var definitions: [StepDefinition<World>] = []
  package private(set) var parameterTypes: [String: ParameterType] = [:]
  /// The known types' names in the order they were registered, built-ins first: the order
  /// Cucumber lists them in, which a dictionary's order (it changes from process to process)
  /// is not.
  package private(set) var parameterTypeNames: [String] = []

  /// The known types in the order they were registered, built-ins first.
  package var orderedParameterTypes: [ParameterType] {
    parameterTypeNames.compactMap { parameterTypes[$0] }
  }
  /// The library's Before and After hooks, in the order they were defined.
  package private(set) var hooks: [StepHook<World>] = []
  /// The library's BeforeAll and AfterAll hooks, in the order they were defined.
  package private(set) var runHooks: [StepRunHook] = []
  /// How many definitions and hooks the library has made, to number the next one.
  private var made = 0
  /// Parameter types that could not be registered, each with why and where.
  private var typeErrors: [String] = []
  /// Where the library was created, for the types another library brings in with it.
  package let creationFile: String
  package let creationLine: Int
  private var index = StepIndex()

  /// Creates an empty library.
  ///
  /// A custom type named like another (a built-in `int` included) is refused, as Cucumber
  /// refuses it: every scenario of the library fails, saying so.
  ///
  /// - Parameters:
  ///   - parameterTypes: Custom parameter types, such as a date or a weekday.
  ///   - filePath: The creating file's path, for messages.
  ///   - line: The creating line, for messages.
  ///   - makeWorld: A closure that assembles a fresh world for each scenario.
  public init(
    parameterTypes: [ParameterType] = [],
    filePath: String = #filePath,
    line: Int = #line,
    makeWorld: @escaping @MainActor @Sendable () async throws -> World
  ) {
    self.makeWorld = makeWorld
    creationFile = filePath
    creationLine = line
    for type in ParameterType.builtIn {
      self.parameterTypes[type.name] = type
      parameterTypeNames.append(type.name)
    }
    for type in parameterTypes { register(type, filePath: filePath, line: line) }
  }

  /// Registers a custom parameter type for the steps defined after it.
  ///
  /// A name the library already knows (a built-in `int` included), or one with a character
  /// that a phrase cannot hold, is refused, as Cucumber refuses it: every scenario of the
  /// library fails, naming the type and this call's place.
  ///
  /// - Parameters:
  ///   - type: The parameter type.
  ///   - filePath: The registering file's path, for messages.
  ///   - line: The registering line, for messages.
  public mutating func register(
    _ type: ParameterType,
    filePath: String = #filePath,
    line: Int = #line
  ) {
    let place = "\(filePath.relativeToCurrentFolder):\(line)"
    if let illegal = type.name.unicodeScalars.first(where: { "{}()\\/".unicodeScalars.contains($0) }
    ) {
      typeErrors.append(
        "\(place): Illegal character '\(illegal)' in parameter name {\(type.name)}. Parameter names "
          + "may not contain '{', '}', '(', ')', '\\' or '/'."
      )
      return
    }
    if type.groupCount > 1, !type.takesGroups {
      typeErrors.append(
        "\(place): The regular expression of {\(type.name)} has \(type.groupCount) capturing groups, "
          + "so Cucumber hands its transformer \(type.groupCount) values, but the transform takes one "
          + "String. To fix, create it with ParameterType(name:capturing:transform:), whose "
          + "transform takes the groups' text, or make the groups non-capturing: (?:…)."
      )
      return
    }
    guard parameterTypes[type.name] == nil else {
      let what =
        type.name.isEmpty
        ? "The anonymous parameter type has already been defined"
        : "There is already a parameter with name \(type.name)"
      typeErrors.append(
        "\(place): \(what). To fix, give the custom type a name of its own, such as "
          + "{\(type.name.isEmpty ? "any" : type.name)2}."
      )
      return
    }
    parameterTypes[type.name] = type
    parameterTypeNames.append(type.name)
  }

  /// Defines a step that acts on the world or checks it.
  ///
  /// A phrase that does not compile, or a closure whose parameters do not match it, fails every
  /// scenario that runs with this library, naming the phrase and this call's location.
  ///
  /// - Parameters:
  ///   - phrase: A Cucumber Expression such as `the user adds {int} to-do(s)`.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages: a path the user can open.
  ///   - line: The defining line, for messages.
  ///   - body: The step's action, given the world and the phrase's values; a thrown error fails
  ///     the step with its description.
  public mutating func step<each Parameter>(
    _ phrase: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World, repeat each Parameter) async throws -> Void
  ) {
    add(
      phrase,
      kind: .action { world, arguments in
        let values = try arguments.typed(repeat (each Parameter).self)
        try await body(world, repeat each values)
      },
      takes: Self.types(repeat (each Parameter).self),
      fileID: fileID,
      filePath: filePath,
      line: line
    )
  }

  /// Defines a step that sets up the world; the same as `step(_:fileID:filePath:line:_:)`.
  ///
  /// - Parameters:
  ///   - phrase: A Cucumber Expression such as `the user adds {int} to-do(s)`.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages: a path the user can open.
  ///   - line: The defining line, for messages.
  ///   - body: The step's action, given the world and the phrase's values; a thrown error fails
  ///     the step with its description.
  public mutating func given<each Parameter>(
    _ phrase: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World, repeat each Parameter) async throws -> Void
  ) {
    step(phrase, fileID: fileID, filePath: filePath, line: line, body)
  }

  /// Defines a step that acts; the same as `step(_:fileID:filePath:line:_:)`.
  ///
  /// - Parameters:
  ///   - phrase: A Cucumber Expression such as `the user adds {int} to-do(s)`.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages: a path the user can open.
  ///   - line: The defining line, for messages.
  ///   - body: The step's action, given the world and the phrase's values; a thrown error fails
  ///     the step with its description.
  public mutating func when<each Parameter>(
    _ phrase: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World, repeat each Parameter) async throws -> Void
  ) {
    step(phrase, fileID: fileID, filePath: filePath, line: line, body)
  }

  /// Defines a step that checks an outcome; the same as `step(_:fileID:filePath:line:_:)`.
  ///
  /// - Parameters:
  ///   - phrase: A Cucumber Expression such as `the user adds {int} to-do(s)`.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages: a path the user can open.
  ///   - line: The defining line, for messages.
  ///   - body: The step's action, given the world and the phrase's values; a thrown error fails
  ///     the step with its description.
  public mutating func then<each Parameter>(
    _ phrase: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World, repeat each Parameter) async throws -> Void
  ) {
    step(phrase, fileID: fileID, filePath: filePath, line: line, body)
  }

  /// Defines a step whose fenced block holds the expected transcript.
  ///
  /// The runner compares the returned text with the block and shows a diff when they differ.
  /// Under `VIPERSPEC_RECORD=all` (or `missing`, for an empty block) it rewrites the block in
  /// the spec file and fails the run, saying what it wrote.
  ///
  /// - Parameters:
  ///   - phrase: A Cucumber Expression.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages: a path the user can open.
  ///   - line: The defining line, for messages.
  ///   - body: A closure that returns the actual transcript, given the world and the phrase's
  ///     values.
  public mutating func transcript<each Parameter>(
    _ phrase: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World, repeat each Parameter) async throws -> String
  ) {
    add(
      phrase,
      kind: .transcript { world, arguments in
        let values = try arguments.typed(repeat (each Parameter).self)
        return try await body(world, repeat each values)
      },
      takes: Self.types(repeat (each Parameter).self),
      fileID: fileID,
      filePath: filePath,
      line: line
    )
  }

  /// Defines a step by a Swift regular expression, as Cucumber accepts regular expressions
  /// beside Cucumber Expressions; the closure gets the match's typed output.
  ///
  /// ```swift
  /// steps.given(#/^I have (\d+) cukes$/#) { world, match in
  ///   world.cukes = Int(match.1) ?? 0
  /// }
  /// ```
  ///
  /// The step's whole text must match (`wholeMatch`), so `^` and `$` are optional. Messages and
  /// the glossary name the step by where it is defined, since a regex keeps no source text.
  ///
  /// - Parameters:
  ///   - regex: The regular expression.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages: a path the user can open.
  ///   - line: The defining line, for messages.
  ///   - body: The step's action, given the world and the match's output.
  public mutating func step<Output>(
    _ regex: Regex<Output>,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World, Output) async throws -> Void
  ) {
    let regex = UncheckedSendableRegex(regex: regex)
    var definition = StepDefinition<World>(
      expression: .failure(CucumberExpressionError(expression: "", message: "")),
      // Swift keeps a literal's pattern (and one built from a string): the glossary and messages
      // show it, as Cucumber shows a regular expression's source.
      source: regex.regex._literalPattern.map { "/\($0)/" }
        ?? "/regular expression at \(fileID):\(line)/",
      kind: .action { world, arguments in
        // A capture's transform may throw: the step fails with what it threw.
        guard let match = try regex.regex.wholeMatch(in: arguments.text) else {
          throw StepFailure("The step's text no longer matches its regular expression.")
        }
        try await body(world, match.output)
      },
      fileID: fileID,
      filePath: filePath,
      line: line
    )
    // A match whose capture transform throws is still this step's: it fails when it runs,
    // saying why, instead of reading as undefined.
    definition.regexMatches = { text in
      do {
        return try regex.regex.wholeMatch(in: text) != nil
      } catch {
        return true
      }
    }
    definition.regexPattern = regex.regex._literalPattern
    let erased = UncheckedSendableRegex(regex: Regex<AnyRegexOutput>(regex.regex))
    let groups = RegexGroupTree(pattern: definition.regexPattern ?? "").roots
    definition.regexArguments = { text in
      guard let match = try? erased.regex.wholeMatch(in: text) else { return nil }
      let output = match.output
      // Without the pattern's text, each capture is taken as a group of its own.
      let roots =
        groups.isEmpty ? (1..<output.count).map { RegexGroupTree.Node(number: $0) } : groups
      return roots.map { node in
        StepMatchArgument(
          group: StepMatchGroup(node) { number in
            guard number < output.count, let range = output[number].range else { return nil }
            return (
              text.utf16.distance(from: text.startIndex, to: range.lowerBound), String(text[range])
            )
          },
          parameterTypeName: nil
        )
      }
    }
    append(definition)
  }

  /// Defines a setup step by a Swift regular expression; see `step(_:fileID:filePath:line:_:)`.
  ///
  /// - Parameters:
  ///   - regex: The regular expression.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages.
  ///   - line: The defining line, for messages.
  ///   - body: The step's action, given the world and the match's output.
  public mutating func given<Output>(
    _ regex: Regex<Output>,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World, Output) async throws -> Void
  ) {
    step(regex, fileID: fileID, filePath: filePath, line: line, body)
  }

  /// Defines an action step by a Swift regular expression; see `step(_:fileID:filePath:line:_:)`.
  ///
  /// - Parameters:
  ///   - regex: The regular expression.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages.
  ///   - line: The defining line, for messages.
  ///   - body: The step's action, given the world and the match's output.
  public mutating func when<Output>(
    _ regex: Regex<Output>,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World, Output) async throws -> Void
  ) {
    step(regex, fileID: fileID, filePath: filePath, line: line, body)
  }

  /// Defines a check step by a Swift regular expression; see `step(_:fileID:filePath:line:_:)`.
  ///
  /// - Parameters:
  ///   - regex: The regular expression.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages.
  ///   - line: The defining line, for messages.
  ///   - body: The step's action, given the world and the match's output.
  public mutating func then<Output>(
    _ regex: Regex<Output>,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    _ body: @escaping @MainActor @Sendable (World, Output) async throws -> Void
  ) {
    step(regex, fileID: fileID, filePath: filePath, line: line, body)
  }

  private static func types<each Parameter>(
    _ types: repeat (each Parameter).Type
  ) -> [StepValueType] {
    var result: [StepValueType] = []
    repeat result.append(StepValueType(each types))
    return result
  }

  /// Adds every definition and parameter type of another library with the same world.
  ///
  /// - Parameter other: The library to include.
  public mutating func include(_ other: StepLibrary<World>) {
    typeErrors += other.typeErrors
    for type in other.orderedParameterTypes {
      // The built-ins, and a type both libraries took from one place, are the same type.
      if let known = parameterTypes[type.name], known.regexps == type.regexps { continue }
      register(type, filePath: other.creationFile, line: other.creationLine)
    }
    // Definitions and hooks keep the order the other library made them in.
    var otherHooks = other.hooks[...]
    for definition in other.definitions {
      while let hook = otherHooks.first, hook.sequence < definition.sequence {
        append(otherHooks.removeFirst())
      }
      append(definition)
    }
    for hook in otherHooks { append(hook) }
    for hook in other.runHooks {
      appendRunHook(
        isBefore: hook.isBefore,
        name: hook.name,
        filePath: hook.filePath,
        line: hook.line,
        hook.body
      )
    }
  }

  private mutating func append(_ hook: StepHook<World>) {
    hooks.append(
      StepHook(
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

  private mutating func add(
    _ phrase: String,
    kind: StepDefinitionKind<World>,
    takes closureTypes: [StepValueType],
    fileID: String,
    filePath: String,
    line: Int
  ) {
    let expression: Result<CucumberExpression, CucumberExpressionError>
    do throws(CucumberExpressionError) {
      // Cucumber reads such a phrase as a regular expression; as an expression it would match
      // only its own text, and a team migrating its steps would find them undefined.
      if phrase.unicodeScalars.first == "^" || phrase.unicodeScalars.last == "$" {
        throw CucumberExpressionError(
          expression: phrase,
          message: "it starts with ^ or ends with $, so Cucumber would read it as a regular "
            + "expression, but a phrase here is a Cucumber Expression. To fix, write it as one "
            + "('I have {int} cukes' for '^I have (\\d+) cukes$', '(not )' for '( not)?'), or "
            + "define the step with a Swift Regex: steps.given(#/^I have (\\d+) cukes$/#), which "
            + "is also how to match a literal ^ or $."
        )
      }
      let compiled = try CucumberExpression(phrase, types: parameterTypes)
      if let mismatch = Self.mismatch(of: closureTypes, with: compiled.parameterTypes) {
        throw CucumberExpressionError(expression: phrase, message: mismatch)
      }
      expression = .success(compiled)
    } catch {
      expression = .failure(error)
    }
    append(
      StepDefinition(
        expression: expression,
        source: phrase,
        kind: kind,
        fileID: fileID,
        filePath: filePath,
        line: line
      )
    )
  }

  /// Says how a closure's parameter types differ from what the phrase and its block give, if
  /// they do.
  private static func mismatch(
    of closureTypes: [StepValueType],
    with parameters: [ParameterType]
  ) -> String? {
    let given = parameters.map(\.valueType.name)
    let block = [StepValueType(DataTable.self), StepValueType(DocString.self)]
    let fix =
      "To fix, give the closure the parameters (\((["world"] + given).joined(separator: ", "))), "
      + "then a DataTable, a DocString or both if the step has them."
    // After the phrase's values, a DataTable, a DocString, or both (a step may have both).
    let extras = closureTypes.dropFirst(parameters.count)
    guard closureTypes.count >= parameters.count, extras.allSatisfy(block.contains),
      Set(extras.map(\.name)).count == extras.count
    else {
      return "its closure takes (\(closureTypes.map(\.name).joined(separator: ", "))) after the "
        + "world, but the phrase gives (\(given.joined(separator: ", "))). \(fix)"
    }
    for (position, parameter) in parameters.enumerated()
    where !parameter.valueType.isOpaque && parameter.valueType != closureTypes[position] {
      return "its closure's parameter \(position + 1) is \(closureTypes[position].name), but "
        + "{\(parameter.name)} gives \(parameter.valueType.name). \(fix)"
    }
    return nil
  }

  private mutating func append(_ definition: StepDefinition<World>) {
    var definition = definition
    definition.sequence = made
    made += 1
    definitions.append(definition)
    if case .success(let expression) = definition.expression {
      index.insert(definitions.count - 1, prefix: expression.leadingLiteral)
    }
  }

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

  private mutating func addHook(
    _ kind: StepHook<World>.Kind,
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
      StepHook(
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

  private mutating func appendRunHook(
    isBefore: Bool,
    name: String?,
    filePath: String,
    line: Int,
    _ body: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    runHooks.append(
      StepRunHook(
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
  package func hookIndices(_ kind: StepHook<World>.Kind, for pickle: Pickle) -> [Int] {
    let selected = hooks.indices.filter {
      hooks[$0].kind == kind && hooks[$0].tags.matches(pickle.tagNames)
    }
    return kind == .before ? selected : selected.reversed()
  }

  /// The messages of phrases that did not compile, with where they are defined.
  package var invalidDefinitions: [String] {
    typeErrors
      + definitions.compactMap { definition in
        guard definition.regexMatches == nil,
          case .failure(let error) = definition.expression,
          error.undefinedParameterType == nil
        else { return nil }
        return "\(definition.location): \(error.description)"
      }
  }

  /// The phrases that use a parameter type no one registered, as Cucumber reports them apart:
  /// such a phrase matches no step, so its steps are undefined, and the library's other
  /// scenarios run.
  package var undefinedParameterTypes: [UndefinedParameterType] {
    definitions.compactMap { definition in
      guard case .failure(let error) = definition.expression,
        let name = error.undefinedParameterType
      else { return nil }
      return UndefinedParameterType(
        name: name,
        expression: definition.source,
        location: definition.location
      )
    }
  }

  /// Finds the definitions that match a step's text.
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: The single match, or why there is none.
  package func match(_ text: String) -> StepMatch<World> {
    var found: [(StepDefinition<World>, [String])] = []
    for candidate in index.candidates(for: text) {
      let definition = definitions[candidate]
      guard case .success(let expression) = definition.expression,
        let captured = expression.match(text)
      else { continue }
      found.append((definition, captured))
    }
    // A regex has no leading text to index: each is tried.
    for definition in definitions where definition.regexMatches?(text) == true {
      found.append((definition, []))
    }
    switch found.count {
    case 0: return .undefined(closest: closestPhrases(to: text))
    case 1: return .matched(found[0].0, captured: found[0].1)
    default: return .ambiguous(found.map(\.0))
    }
  }

  /// Returns the phrase of the first definition that matches a step's text, if one does: what a
  /// catalog asks of each library to pick the one a scenario runs with, so it does not look for
  /// the closest phrases of a text no phrase matches.
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: The phrase, or nil.
  package func phrase(matching text: String) -> String? {
    for candidate in index.candidates(for: text) {
      guard case .success(let expression) = definitions[candidate].expression,
        expression.match(text) != nil
      else { continue }
      return definitions[candidate].source
    }
    return definitions.first { $0.regexMatches?(text) == true }?.source
  }

  /// Finds every definition that matches a step's text, with its arguments, in definition order:
  /// what Cucumber Messages report for a step (several for an ambiguous one).
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: Each matching definition's index in ``definitions`` and its arguments.
  package func matches(_ text: String) -> [(index: Int, arguments: [StepMatchArgument])] {
    var found: [(index: Int, arguments: [StepMatchArgument])] = []
    for candidate in index.candidates(for: text) {
      guard case .success(let expression) = definitions[candidate].expression,
        let arguments = expression.arguments(text)
      else { continue }
      found.append((candidate, arguments))
    }
    for (position, definition) in definitions.enumerated() {
      if let arguments = definition.regexArguments?(text) { found.append((position, arguments)) }
    }
    return found.sorted { $0.index < $1.index }
  }

  /// Returns up to three phrases closest to a text by edit distance.
  ///
  /// - Parameter text: The step's text.
  /// - Returns: The phrases, closest first.
  package func closestPhrases(to text: String) -> [String] {
    // Typed step by step: as one chained expression, this body took the type checker 13 s.
    let scored: [(phrase: String, distance: Int)] = definitions.map { definition in
      (definition.source, EditDistance.between(definition.source, text))
    }
    let ranked = scored.sorted { left, right in
      left.distance != right.distance ? left.distance < right.distance : left.phrase < right.phrase
    }
    return ranked.prefix(3).map(\.phrase)
  }
}
