/// The name of a module to generate, checked, with the spellings the templates need.
struct ModuleName: Equatable, Sendable {
  /// The type prefix, such as `TodoDetail`.
  let type: String
  /// The name as a variable, such as `todoDetail`.
  let variable: String
  /// The name as lowercase words, such as `todo detail`, for prose and step phrases.
  let words: String
  /// The name as a file stem, such as `todo-detail`.
  let fileStem: String

  /// The longest name accepted, so that every generated declaration fits the 100-column style.
  static let maximumLength = 22

  /// Checks a name and derives its spellings.
  ///
  /// - Parameter name: The name as typed, such as `Checkout`.
  /// - Throws: A `SpecCommandError` that says why the name cannot name Swift types.
  init(_ name: String) throws(SpecCommandError) {
    let isASCIILetter = { (character: Character) in character.isASCII && character.isLetter }
    guard let first = name.first, isASCIILetter(first), first.isUppercase,
      name.allSatisfy({ isASCIILetter($0) || ($0.isASCII && $0.isNumber) })
    else {
      throw SpecCommandError(
        """
        '\(name)' is not a module name: it names Swift types such as '\(name)Presenter', so it \
        must start with an uppercase letter and hold only ASCII letters and digits, such as \
        'Checkout' or 'TodoDetail'. Nothing was written.
        """
      )
    }
    guard name.count <= Self.maximumLength else {
      throw SpecCommandError(
        """
        '\(name)' is \(name.count) characters long; keep a module name to \(Self.maximumLength) \
        so that the generated declarations fit on 100-column lines. Nothing was written.
        """
      )
    }
    let declared = Self.generatedSuffixes.map { name + $0 }
    if let clash = declared.first(where: Self.kitTypeNames.contains) {
      throw SpecCommandError(
        """
        '\(name)' would declare \(clash), which ViperSpec declares too, so the module's code \
        would not compile. Pick another name, such as '\(name)Screen'. Nothing was written.
        """
      )
    }
    let words = Self.words(of: name)
    type = name
    variable = words[0].lowercased() + words.dropFirst().joined()
    self.words = words.map { $0.lowercased() }.joined(separator: " ")
    fileStem = words.map { $0.lowercased() }.joined(separator: "-")
  }

  /// What the templates add to a module's name to name its types and targets.
  static let generatedSuffixes = [
    "", "Item", "ViewState", "Error", "Screen", "Displaying", "Presenting", "Interacting",
    "Routing", "ModuleDelegate", "Interactor", "Presenter", "Router", "Module", "World", "Steps",
    "RecorderView", "Mocks", "SpecSteps", "Tests", "PresenterTests", "SpecTests",
  ]

  /// The public types of ViperSpec's products, which a module's own types must not shadow
  /// (`ModuleNameTests` keeps the list complete).
  static let kitTypeNames: Set<String> = [
    "Alert", "AlertAction", "AnchoredDateClock", "CalendarSettings", "ClosureArgument",
    "ContractRecord", "DataStore", "DataStoreContract", "DataStoreContractViolation",
    "DataStoreError", "DataTable", "DateClock", "DateClockContinuousView", "DateTimeline",
    "DatedClock", "DocString", "FailureLog", "FailureReporter", "FileDataStore", "HarnessTrait",
    "HeldCompletions", "IDGenerator", "ImmediateClock", "InMemoryDataStore", "Journal",
    "JournalEntry", "LineDiff", "LockedState", "Mock", "Navigator", "NavigatorRecorder",
    "ParameterType", "PendingStep", "PresentationStyle", "RecordMode", "RecordModeError",
    "RecorderNavigator", "Route", "RunHooksTrait", "Scenario", "ScenarioAttachments",
    "ScenarioCase", "SkippedStep", "SnapshotFile", "SnapshotOutcome", "SourceCodeLocation",
    "SpecCommand", "SpecSuite", "SpecWorld", "StepArgumentError", "StepCatalog", "StepFailure",
    "StepLibrary", "Stub", "SystemClock", "TemporaryFolder", "TestClock", "TextRenderer",
    "TimelineInstant", "TranscriptComparison", "TranscriptRepresentable", "UnifiedDiff",
    "UnimplementedClock", "UnstubbedCallError", "Weekday",
  ]

  /// Splits a type name into words: `URLPreview2` gives `URL`, `Preview`, `2`.
  private static func words(of name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        if let previous {
          character.isNumber
            ? previous.isLetter
            : character.isUppercase
              && (!previous.isUppercase || next?.isLowercase == true)
        } else {
          true
        }
      if startsWord { words.append("") }
      words[words.count - 1].append(character)
    }
    return words
  }
}
