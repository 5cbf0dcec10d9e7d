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
  package internal(set) var definitions: [StepDefinition<World>] = []
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
  package internal(set) var hooks: [ScenarioHook<World>] = []
  /// The library's BeforeAll and AfterAll hooks, in the order they were defined.
  package internal(set) var runHooks: [RunHook] = []
  /// How many definitions and hooks the library has made, to number the next one.
  var made = 0
  /// Parameter types that could not be registered, each with why and where.
  var typeErrors: [String] = []
  /// Where the library was created, for the types another library brings in with it.
  package let creationFile: String
  package let creationLine: Int
  var index = PhrasePrefixTree()

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
}
