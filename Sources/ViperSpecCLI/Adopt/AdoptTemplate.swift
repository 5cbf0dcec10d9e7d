import Foundation

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
  /// The kit's type names as the files write them: qualified where the module declares one alike.
  var kit = KitNames(clashingWith: [])

  private var module: String { name.type }
  private var screen: ModuleName? { try? ModuleName(recipe.screen) }
  private var screenWords: String { screen?.words ?? recipe.screen.lowercased() }

  /// The first tests' clock: the presenter's when it takes one, and in every case what lets the
  /// work an input starts (a `Task`, a main-queue block) settle before the transcript is read.
  private var clockProperty: String {
    "\n  private let clock = TestClock(now: Date(timeIntervalSince1970: 0))"
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

  /// The imports of a file that reaches the module and its mocks: `@testable` when the module
  /// keeps what the file needs internal.
  private func imports(_ modules: [String], public publicModules: [String] = []) -> String {
    guard recipe.isTestable else {
      return ModuleTemplate.imports(
        public: publicModules,
        internal: modules.filter { !publicModules.contains($0) }
      )
    }
    let testable = [module, mocksTarget]
    let plain = (modules + publicModules).filter { !testable.contains($0) }
    return ModuleTemplate.imports(internal: plain) + "\n\n"
      + testable.filter { modules.contains($0) || publicModules.contains($0) }.sorted()
      .map { "@testable import " + $0 }.joined(separator: "\n")
  }

  /// The statements that build the presenter and wire its doubles, as the module's assembly does.
  private func building(_ target: String, indent: String) -> [String] {
    [indent + "\(target) = \(construction(indent: indent))"]
      + recipe.wiring.map { indent + "\(target).\($0) = \($0)" }
  }

  /// The first tests of the presenter: one per input it can call, each asserting what the
  /// presenter says now, recorded by the first run with `VIPERSPEC_RECORD=missing`, once the
  /// work the input started has settled (`clock.run()`).
  var presenterTests: String {
    let properties = recipe.doubles.map { "  private let \($0.name): \($0.type)" }
    let creations = recipe.doubles.map { "    \($0.name) = \($0.type)(journal: journal)" }
    let answers = recipe.doubles.flatMap(\.answers)
    var body = [
      "  init() {",
      creations.joined(separator: "\n"),
    ]
    if !answers.isEmpty {
      body += [
        "    // Each stub answers its placeholder, so that every input runs to its end: change an",
        "    // answer to test another path.",
      ]
      body += answers.map { "    " + $0 }
    }
    body += building("presenter", indent: "    ") + ["  }"]
    var tests = [
      """
        @Test func `says nothing until the screen asks`() {
          expectTranscript(journal, "")
        }
      """
    ]
    var seen: [String: Int] = [:]
    for input in recipe.inputs {
      // Overloads share a base name; each test keeps a name of its own.
      var name = String(input.name.prefix { $0 != "(" }.filter { $0 != "`" })
      seen[name, default: 0] += 1
      if let count = seen[name], count > 1 { name += " \(count)" }
      let head = "  @Test func `on \(name), says what it says today`() async"
      tests.append(
        (head.count + 2 <= SwiftLayout.width ? [head + " {"] : [head, "  {"]).joined(
          separator: "\n"
        )
          + "\n" + call(input.call, indent: "    ") + "\n    await clock.run()"
          // Broken over lines as `swift format` lays out the call once a recording fills it.
          + "\n\n    expectTranscript(\n      journal,\n      \"\"\n    )\n  }"
      )
    }
    let sampleError =
      recipe.usesSampleError
      ? "\n\n/// An error for the inputs that take one.\nprivate struct \(SampleValue.errorType): Error {}\n"
      : "\n"
    return """
      \(imports(["Foundation", module, mocksTarget, "Testing", "ViperSpecTesting"]))

      /// The first tests of the \(screenWords) presenter, written by `viper-spec adopt`.
      ///
      /// Each calls one input with the doubles attached and asserts what the presenter says. Run
      /// `env -u CI VIPERSPEC_RECORD=missing swift test` once to record what it says today (with
      /// `CI` set nothing is recorded); from then on a change to the presenter turns them red.
      \(recipe.isMainActor ? "@MainActor\n" : "")@Suite(.harness) struct \(recipe.presenter)Tests {
        private let journal = \(kit("Journal"))()\(clockProperty)\(settingsProperty(access: "private "))
      \((properties + ["  private let presenter: \(recipe.presenter)"]).joined(separator: "\n"))

      \(body.filter { !$0.isEmpty }.joined(separator: "\n"))

      \(tests.joined(separator: "\n\n"))
      }\(sampleError)
      """
  }

  /// A call on its own lines, broken before its arguments when it does not fit.
  private func call(_ call: String, indent: String) -> String {
    guard indent.count + call.count > SwiftLayout.width, let open = call.firstIndex(of: "("),
      call.hasSuffix(")")
    else { return indent + call }
    let head = String(call[..<open])
    let inside = String(call[call.index(after: open)..<call.index(before: call.endIndex)])
    return SwiftLayout.list(head: head, splitArguments(inside), tail: "", indent: indent)
      .joined(separator: "\n")
  }

  /// Splits an argument list at its top-level commas.
  private func splitArguments(_ list: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    for character in list {
      if character == "\"" { inString.toggle() }
      if !inString, "([".contains(character) { depth += 1 }
      if !inString, ")]".contains(character) { depth -= 1 }
      if character == ",", depth == 0, !inString {
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    return parts + [current.trimmingCharacters(in: .whitespaces)]
  }

  /// The spec world: the presenter with the doubles, built by a step.
  var world: String {
    let access = recipe.isTestable ? "" : "public "
    let properties = recipe.doubles.flatMap {
      [
        "  /// The presenter's \($0.name), which journals what it is told.",
        "  \(access)let \($0.name): \($0.type)",
      ]
    }
    let creations = recipe.doubles.map { "    \($0.name) = \($0.type)(journal: journal)" }
    let clock =
      recipe.usesClock
      ? "\n  /// The clock the presenter waits on, which only the steps move.\n"
        + "  \(access)let clock = TestClock(now: Date(timeIntervalSince1970: 0))" : ""
    let foundation = recipe.usesClock || recipe.usesSettings ? ["Foundation"] : []
    let presenterType = recipe.presenter + "?"
    return """
      \(recipe.isTestable ? imports(foundation + [module, mocksTarget, "ViperSpec"]) : imports(foundation, public: [module, mocksTarget, "ViperSpec"]))

      /// The world of the \(name.words) specs, written by `viper-spec adopt`.
      ///
      /// It holds the \(screenWords) presenter with its doubles, all writing to one journal.
      @MainActor
      \(access)final class \(module)World: SpecWorld {
        /// The journal the doubles write to; the running scenario gets what they report.
        \(access)let journal: \(kit("Journal"))\(clock)\(settingsProperty(access: access))
      \(properties.joined(separator: "\n"))
        /// The presenter, once a step has shown the screen.
        \(access)private(set) var presenter: \(presenterType)

        /// Creates the world with the doubles.
        \(access)init() {
          journal = \(kit("Journal"))(reporter: .testRunner)
      \(creations.joined(separator: "\n"))
        }

        /// Builds the presenter, as the module's assembly would.
        \(access)func showScreen() {
      \(recipe.wiring.isEmpty ? building("presenter", indent: "    ").joined(separator: "\n") : (["    let presenter = \(construction(indent: "    "))"] + recipe.wiring.map { "    presenter.\($0) = \($0)" } + ["    self.presenter = presenter"]).joined(separator: "\n"))
        }
      }

      """
  }

  /// The step library.
  var steps: String {
    let library = recipe.isTestable ? "" : "public "
    return """
      \(recipe.isTestable ? imports([module, mocksTarget], public: ["ViperSpec"]) : ModuleTemplate.imports(public: ["ViperSpec"], internal: [module, mocksTarget]))

      /// The phrases of `\(specPath)`, bound to the \(name.words) module.
      ///
      /// Written by `viper-spec adopt`: add the phrases your scenarios need.
      public enum \(module)Steps {
        /// The \(name.words) step library, for the spec suite and the runner.
        public static var catalog: StepCatalog {
          StepCatalog(library)
        }

        /// The \(name.words) steps.
        \(library)static let library: StepLibrary<\(module)World> = {
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

      /// Runs every scenario of `\(specPath)` as its own test case,
      /// inside the catalog's BeforeAll and AfterAll hooks.
      @Suite(.runHooks(\(module)Steps.catalog)) struct \(module)SpecTests {
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
