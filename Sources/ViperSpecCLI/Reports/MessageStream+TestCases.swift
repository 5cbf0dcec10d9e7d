import Foundation

/// The test cases a run declares before it runs them: each pickle's steps matched to their
/// definitions, with the hooks around them and the spec check.
extension MessageStream {
  /// Writes a test case for each scenario that will run, once the BeforeAll hooks passed.
  ///
  /// - Parameters:
  ///   - selected: The scenarios, in the order they will run.
  ///   - catalog: The step libraries.
  ///   - libraries: The library each scenario runs with, by pickle ID.
  ///   - checked: The scenarios with findings in their lines, by pickle ID.
  package func testCases(
    _ selected: [Pickle],
    catalog: StepCatalog,
    libraries: [String: Int?],
    checked: Set<String> = []
  ) {
    defer { flush() }
    for pickle in selected {
      writeTestCase(
        pickle,
        catalog: catalog,
        library: libraries[pickle.id] ?? nil,
        checked: checked.contains(pickle.id)
      )
    }
  }

  /// The definitions a step's text matches, with their arguments: the JSON of a test step's
  /// `stepDefinitionIds` and `stepMatchArgumentsLists`, computed once per library and text, as
  /// backgrounds and outlines repeat their steps' texts.
  func matching(
    _ text: String,
    library: Int?,
    catalog: StepCatalog
  ) -> (ids: [UInt8], lists: [UInt8]) {
    let key = "\(library ?? -1)\u{0}\(text)"
    if let known = matchingFields[key] { return known }
    let matches = library.map { catalog.libraries[$0].matches(text) } ?? []
    var ids = JSONWriter()
    ids.array { json in
      for match in matches {
        if let id = library.flatMap({ definitionIDs[$0][match.index] }) { json.string(id) }
      }
    }
    var lists = JSONWriter()
    lists.array { json in
      for match in matches {
        json.object { json in
          json.array("stepMatchArguments") { json in
            for argument in match.arguments { Self.argument(argument, to: &json) }
          }
        }
      }
    }
    let result = (ids.bytes, lists.bytes)
    matchingFields[key] = result
    return result
  }

  func writeTestCase(
    _ pickle: Pickle,
    catalog: StepCatalog,
    library: Int?,
    checked: Bool
  ) {
    let id = takeID()
    let hooks = library.map { catalog.libraries[$0].hookIndices(pickle) } ?? (before: [], after: [])
    let hookIDs = library.map { self.hookIDs[$0] } ?? []
    let before = hooks.before.map { _ in takeID() }
    let steps = pickle.steps.map { _ in takeID() }
    let after = hooks.after.map { _ in takeID() }
    let check = checked ? specCheckID.map { _ in takeID() } : nil
    let matched = pickle.steps.map { matching($0.text, library: library, catalog: catalog) }
    testCases[pickle.id] = TestCaseIDs(
      id: id,
      before: before,
      steps: steps,
      after: after,
      check: check,
      types: library.map { catalog.libraries[$0].parameterTypes } ?? ParameterType.builtIn
    )
    envelope("testCase") { json in
      json.string("id", id)
      json.string("pickleId", pickle.id)
      json.array("testSteps") { json in
        for (stepID, index) in zip(before, hooks.before) {
          Self.hookStep(stepID, hookID: hookIDs[index], to: &json)
        }
        for (stepID, (step, matched)) in zip(steps, zip(pickle.steps, matched)) {
          json.object { json in
            json.string("id", stepID)
            json.string("pickleStepId", step.id)
            json.key("stepDefinitionIds")
            json.raw(matched.ids)
            json.key("stepMatchArgumentsLists")
            json.raw(matched.lists)
          }
        }
        for (stepID, index) in zip(after, hooks.after) {
          Self.hookStep(stepID, hookID: hookIDs[index], to: &json)
        }
        if let check, let specCheckID { Self.hookStep(check, hookID: specCheckID, to: &json) }
      }
      json.string("testRunStartedId", testRunStartedID)
    }
  }

  /// The spec check's result for a scenario: failed, with each finding in its lines.
  static func specCheck(_ result: ScenarioResult) -> StepResult {
    var check = StepResult(
      keyword: "After",
      text: specCheckName,
      line: result.pickle.location.line,
      status: result.lintErrors.isEmpty ? .passed : .failed,
      message: nil
    )
    guard let first = result.lintErrors.first else { return check }
    let message = result.lintErrors.map(\.description).joined(separator: "\n\n")
    check.message = message
    check.thrown = ThrownError(
      type: "SpecFinding",
      message: message,
      place: "\(first.uri):\(first.line)"
    )
    return check
  }

  static func hookStep(_ id: String, hookID: String, to json: inout JSONWriter) {
    json.object { json in
      json.string("id", id)
      json.string("hookId", hookID)
    }
  }
}
