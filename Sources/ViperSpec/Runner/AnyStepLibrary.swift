/// A step library with its world type erased, so libraries of several use cases can be combined.
package struct AnyStepLibrary: Sendable {
  /// Counts the steps of a scenario this library defines.
  package let coverage: @Sendable (Pickle) -> Int
  /// Tells whether one of the library's phrases matches a step's text.
  package let defines: @Sendable (String) -> Bool
  /// Runs a scenario with this library.
  package let run: @MainActor @Sendable (Pickle, RunSettings) async -> ScenarioResult
  /// The library's phrases.
  package let glossary: [GlossaryEntry]
  /// The library's parameter types.
  package let parameterTypes: [ParameterType]

  /// Wraps a library.
  ///
  /// - Parameter library: The library.
  package init<World>(_ library: StepLibrary<World>) {
    let defines: @Sendable (String) -> Bool = { text in
      if case .matched = library.match(text) { true } else { false }
    }
    self.defines = defines
    coverage = { pickle in pickle.steps.filter { defines($0.text) }.count }
    run = { pickle, settings in
      await ScenarioRunner.run(pickle, with: library, settings: settings)
    }
    parameterTypes = Array(library.parameterTypes.values)
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
