/// The files `viper-spec adopt` writes around an existing module, besides its mocks: a first
/// presenter test, a spec world and steps, a spec suite and a spec, all green at once.
struct AdoptTemplate {
  /// The module's name and its spellings.
  let name: ModuleName
  let mocksTarget: String
  let stepsTarget: String
  /// How a test builds the module's first presenter.
  let recipe: PresenterRecipe
  /// The spec file's path.
  let specPath: String

  private var module: String { name.type }
  private var screen: ModuleName? { try? ModuleName(recipe.screen) }
  private var screenWords: String { screen?.words ?? recipe.screen.lowercased() }

  private var clockProperty: String {
    recipe.usesClock ? "\n  private let clock = TestClock(now: Date(timeIntervalSince1970: 0))" : ""
  }

  /// The calendar settings a presenter is given: fixed, so that dates read the same everywhere.
  private func settingsProperty(access: String) -> String {
    guard recipe.usesSettings else { return "" }
    return """

        \(access)let settings = CalendarSettings(
          timeZone: .gmt,
          locale: Locale(identifier: "en_US"),
          firstWeekday: .sunday
        )
      """
  }

  private func construction(indent: String) -> String {
    let call = "\(recipe.presenter)(" + recipe.arguments.joined(separator: ", ") + ")"
    guard indent.count + 12 + call.count > SwiftLayout.width else { return call }
    return "\(recipe.presenter)(\n"
      + recipe.arguments.map { indent + "  " + $0 + ",\n" }.joined().dropLast(2) + "\n" + indent
      + ")"
  }

  /// The first test of the presenter, which the user grows.
  var presenterTests: String {
    let properties = recipe.doubles.map { "  private let \($0.name): \($0.type)" }
    let creations = recipe.doubles.map { "    \($0.name) = \($0.type)(journal: journal)" }
    let foundation = recipe.needsFoundation ? ["Foundation"] : []
    return """
      \(ModuleTemplate.imports(internal: foundation + [module, mocksTarget, "Testing", "ViperSpecTesting"]))

      /// The first tests of the \(screenWords) presenter, written by `viper-spec adopt`.
      @MainActor
      @Suite(.harness) struct \(recipe.presenter)Tests {
        private let journal = Journal()\(clockProperty)\(settingsProperty(access: "private "))
      \((properties + ["  private let presenter: \(recipe.presenter)"]).joined(separator: "\n"))

        init() {
      \(creations.joined(separator: "\n"))
          presenter = \(construction(indent: "    "))
        }

        @Test func `says nothing until the screen asks`() {
          // Next: call an event, stub what it asks for, leave the expected transcript empty, and
          // run with VIPERSPEC_RECORD=missing: the test writes what the presenter said.
          expectTranscript(journal, "")
        }
      }

      """
  }

  /// The spec world: the presenter with the doubles, built by a step.
  var world: String {
    let properties = recipe.doubles.flatMap {
      [
        "  /// The presenter's \($0.name), which journals what it is told.",
        "  public let \($0.name): \($0.type)",
      ]
    }
    let creations = recipe.doubles.map { "    \($0.name) = \($0.type)(journal: journal)" }
    let clock =
      recipe.usesClock
      ? "\n  /// The clock the presenter waits on, which only the steps move.\n"
        + "  public let clock = TestClock(now: Date(timeIntervalSince1970: 0))" : ""
    let foundation = recipe.needsFoundation ? ["Foundation"] : []
    return """
      \(ModuleTemplate.imports(public: [module, mocksTarget, "ViperSpec"], internal: foundation))

      /// The world of the \(name.words) specs, written by `viper-spec adopt`.
      ///
      /// It holds the \(screenWords) presenter with its doubles, all writing to one journal.
      @MainActor
      public final class \(module)World: SpecWorld {
        /// The journal the doubles write to; the running scenario gets what they report.
        public let journal: Journal\(clock)\(settingsProperty(access: "public "))
      \(properties.joined(separator: "\n"))
        /// The presenter, once a step has shown the screen.
        public private(set) var presenter: \(recipe.presenter)?

        /// Creates the world with the doubles.
        public init() {
          journal = Journal(reporter: .testRunner)
      \(creations.joined(separator: "\n"))
        }

        /// Builds the presenter, as the module's assembly would.
        public func showScreen() {
          presenter = \(construction(indent: "    "))
        }
      }

      """
  }

  /// The step library.
  var steps: String {
    """
    \(ModuleTemplate.imports(public: ["ViperSpec"], internal: [module, mocksTarget]))

    /// The phrases of `\(specPath)`, bound to the \(name.words) module.
    ///
    /// Written by `viper-spec adopt`: add the phrases your scenarios need.
    public enum \(module)Steps {
      /// The \(name.words) step library, for the spec suite and the runner.
      public static var catalog: StepCatalog {
        StepCatalog(library)
      }

      /// The \(name.words) steps.
      public static let library: StepLibrary<\(module)World> = {
        var steps = StepLibrary<\(module)World> { \(module)World() }
        steps.given("the \(screenWords) screen") { world in
          world.showScreen()
        }
        steps.transcript("the recorder shows")
        return steps
      }()
    }

    """
  }

  /// The spec suite: each scenario of the spec as its own test case.
  var specTests: String {
    let scenarios = "SpecSuite.scenarios(in: \"\(specPath)\", relativeTo: #filePath)"
    let test =
      scenarios.count + 20 <= SwiftLayout.width
      ? "@Test(arguments: \(scenarios))"
      : "@Test(\n    arguments: SpecSuite.scenarios(\n      in: \"\(specPath)\",\n"
        + "      relativeTo: #filePath\n    )\n  )"
    return """
      \(ModuleTemplate.imports(internal: [stepsTarget, "Testing", "ViperSpecTesting"]))

      /// Runs every scenario of `\(specPath)` as its own test case.
      @Suite struct \(module)SpecTests {
        \(test)
        func scenario(_ scenario: ScenarioCase) async {
          await scenario.run(with: \(module)Steps.catalog)
        }
      }

      """
  }

  /// The spec: one scenario that runs, for the user to grow.
  var spec: String {
    """
    # Feature: \(name.words.prefix(1).uppercased() + name.words.dropFirst())

    `viper-spec adopt \(module)` wrote this spec: say here what the \(name.words) module does for its
    user, then add the scenarios that show it, test first.

    ## Scenario: The \(screenWords) screen says nothing until it is asked

    * Given the \(screenWords) screen
    * Then the recorder shows
      ```text
      ```

    """
  }
}
