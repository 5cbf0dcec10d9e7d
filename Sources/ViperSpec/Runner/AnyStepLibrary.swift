/// A step library with its world type erased, so libraries of several use cases can be combined.
package struct AnyStepLibrary: Sendable {
  /// Counts the steps of a scenario this library defines.
  package let coverage: @Sendable (Pickle) -> Int
  /// Returns the library's phrase that matches a step's text (the first, if several do).
  package let phrase: @Sendable (String) -> String?
  /// Runs a scenario with this library.
  package let run: @MainActor @Sendable (Pickle, RunSettings) async -> ScenarioResult
  /// The library's phrases.
  package let glossary: [GlossaryEntry]
  /// The library's parameter types.
  package let parameterTypes: [ParameterType]
  /// The library's definitions and parameter types that are not valid, each with its place.
  package let invalidDefinitions: [String]
  /// The library's phrases that use a parameter type no one registered.
  package let undefinedParameterTypes: [UndefinedParameterType]
  /// The library's definitions, in the order they were defined.
  package let definitions: [StepDefinitionRecord]
  /// The library's Before and After hooks, in the order they were defined.
  package let hooks: [ScenarioHookRecord]
  /// The library's BeforeAll and AfterAll hooks, in the order they were defined.
  package let runHooks: [RunHook]
  /// The hooks that run for a scenario, by their index in ``hooks``: Before hooks in the order
  /// they run, then After hooks in the order they run.
  package let hookIndices: @Sendable (Pickle) -> (before: [Int], after: [Int])
  /// Every definition that matches a step's text, by its index in ``definitions``, with its
  /// arguments.
  package let matches: @Sendable (String) -> [(index: Int, arguments: [StepMatchArgument])]

  /// Tells whether one of the library's phrases matches a step's text.
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: Whether a phrase matches it.
  package func defines(_ text: String) -> Bool {
    phrase(text) != nil
  }

  /// Wraps a library.
  ///
  /// - Parameter library: The library.
  package init<World>(_ library: StepLibrary<World>) {
    let phrase: @Sendable (String) -> String? = { text in library.phrase(matching: text) }
    self.phrase = phrase
    coverage = { pickle in pickle.steps.filter { phrase($0.text) != nil }.count }
    run = { pickle, settings in
      await ScenarioRunner.run(pickle, with: library, settings: settings)
    }
    parameterTypes = library.orderedParameterTypes
    invalidDefinitions = library.invalidDefinitions
    undefinedParameterTypes = library.undefinedParameterTypes
    definitions = library.definitions.map { definition in
      let isValid: Bool
      if case .success = definition.expression { isValid = true } else { isValid = false }
      return StepDefinitionRecord(
        source: definition.regexPattern ?? definition.source,
        isRegex: definition.regexMatches != nil,
        isValid: isValid || definition.regexMatches != nil,
        filePath: definition.filePath,
        line: definition.line,
        sequence: definition.sequence
      )
    }
    hooks = library.hooks.map { hook in
      ScenarioHookRecord(
        isBefore: hook.kind == .before,
        name: hook.name,
        tagSource: hook.tagSource,
        filePath: hook.filePath,
        line: hook.line,
        sequence: hook.sequence
      )
    }
    runHooks = library.runHooks
    hookIndices = { pickle in
      (library.hookIndices(.before, for: pickle), library.hookIndices(.after, for: pickle))
    }
    matches = { text in library.matches(text) }
    glossary = library.definitions.map { definition in
      let types: [String]
      if case .success(let expression) = definition.expression {
        types = expression.parameterTypes.map { $0.name.isEmpty ? "anything" : $0.name }
      } else {
        types = []
      }
      return GlossaryEntry(
        phrase: definition.source,
        parameterTypes: types,
        isTranscript: definition.isTranscript,
        definedAt: "\(definition.fileID):\(definition.line)"
      )
    }
  }
}
