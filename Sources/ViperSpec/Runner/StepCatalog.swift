/// The step libraries of several use cases, each with its own world type.
///
/// A scenario runs with the library that defines the most of its steps, so each use case keeps
/// its own world while the command-line runner and test suites share one registration.
///
/// ```swift
/// var catalog = StepCatalog()
/// catalog.add(AddTodoSteps.library)
/// catalog.add(UpcomingSteps.library)
/// ```
public struct StepCatalog: Sendable {
  package private(set) var libraries: [AnyStepLibrary] = []

  /// Creates an empty catalog.
  public init() {}

  /// Creates a catalog with one library.
  ///
  /// - Parameter library: The library.
  public init<World>(_ library: StepLibrary<World>) {
    add(library)
  }

  /// Adds a library.
  ///
  /// - Parameter library: The library.
  public mutating func add<World>(_ library: StepLibrary<World>) {
    libraries.append(AnyStepLibrary(library))
  }

  /// Returns this catalog with another's libraries after its own, as a runner that reads the specs
  /// of several features needs.
  ///
  /// ```swift
  /// await SpecCommand.main(catalog: LoginSteps.catalog.adding(CheckoutSteps.catalog))
  /// ```
  ///
  /// - Parameter other: The catalog to add.
  /// - Returns: The combined catalog.
  public func adding(_ other: StepCatalog) -> StepCatalog {
    var combined = self
    combined.libraries += other.libraries
    return combined
  }

  /// Every library's BeforeAll and AfterAll hooks, library by library, each's in the order they
  /// were defined.
  package var runHooks: [RunHook] { libraries.flatMap(\.runHooks) }

  /// Every parameter type of every library.
  package var parameterTypes: [ParameterType] { libraries.flatMap(\.parameterTypes) }

  /// Every definition and parameter type, of every library, that is not valid, with its place.
  package var invalidDefinitions: [String] { libraries.flatMap(\.invalidDefinitions) }

  /// Every phrase of every library, in registration order.
  package var glossary: [GlossaryEntry] { libraries.flatMap(\.glossary) }

  /// Returns the lint errors of the prose lines that one of the catalog's phrases matches.
  ///
  /// - Parameter candidates: Prose lines that read like steps.
  /// - Returns: An error for each line a phrase matches, in the candidates' order.
  package func lintErrors(for candidates: [StepPhraseCandidate]) -> [SpecLintError] {
    candidates.compactMap { candidate in
      for reading in candidate.readings {
        for library in libraries {
          if let phrase = library.phrase(reading.stepText) {
            return candidate.lintError(reading: reading, matching: phrase)
          }
        }
      }
      return nil
    }
  }

  /// The index of the library a scenario runs with: the first that defines the most of its steps.
  ///
  /// - Parameter pickle: The scenario.
  /// - Returns: The library's index in ``libraries``, or nil for an empty catalog.
  package func libraryIndex(for pickle: Pickle) -> Int? {
    guard !libraries.isEmpty else { return nil }
    var best = 0
    var bestCoverage = libraries[0].coverage(pickle)
    for index in libraries.indices.dropFirst() where bestCoverage < pickle.steps.count {
      let coverage = libraries[index].coverage(pickle)
      if coverage > bestCoverage {
        best = index
        bestCoverage = coverage
      }
    }
    return best
  }

  /// Runs a scenario with the library that defines the most of its steps.
  ///
  /// - Parameters:
  ///   - pickle: The scenario.
  ///   - settings: The record mode and recorder.
  ///   - library: The library's index, when the caller has picked it with ``libraryIndex(for:)``.
  /// - Returns: The scenario's result.
  @MainActor
  package func run(
    _ pickle: Pickle,
    settings: RunSettings,
    library: Int?? = nil
  ) async -> ScenarioResult {
    guard let chosen = library ?? libraryIndex(for: pickle) else {
      let empty = StepLibrary<Void> {}
      return await ScenarioRunner.run(pickle, with: empty, settings: settings)
    }
    var result = await libraries[chosen].run(pickle, settings)
    for index in result.steps.indices where result.steps[index].status == .undefined {
      let text = result.steps[index].text
      guard libraries.contains(where: { $0.defines(text) }) else { continue }
      result.steps[index].message? += """


        Another use case's step library defines this phrase, but a scenario runs with one \
        library: the one that defines most of its steps. Use that library's phrases throughout \
        the scenario, or add this phrase to it.
        """
    }
    return result
  }
}
