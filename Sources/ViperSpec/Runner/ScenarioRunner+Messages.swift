/// What a failed, undefined or ambiguous step says: what happened, why and how to fix it.
extension ScenarioRunner {
  static func doubleFailureMessage(
    _ failures: [String],
    step: PickleStep,
    pickle: Pickle
  ) -> String {
    """
    Step failed at \(pickle.uri):\(step.location.line): \(step.keyword)\(step.text)

    \(failures.joined(separator: "\n\n"))
    """
  }

  static func undefinedMessage(
    _ step: PickleStep,
    at place: String,
    closest: [String],
    unknownTypes: [UndefinedParameterType],
    types: [ParameterType]
  ) -> String {
    let list =
      closest.isEmpty
      ? "  (the library has no steps)"
      : closest.map { "  " + $0 }.joined(separator: "\n")
    // A phrase with an unknown type may be the one this step was written for.
    let unknown =
      unknownTypes.isEmpty
      ? ""
      : "\nThese phrases match nothing, as they use parameter types no one registered:\n"
        + unknownTypes.map { "  \($0.expression)  ({\($0.name)}, \($0.location))\n" }.joined()
    return """
      Undefined step at \(place): \(step.keyword)\(step.text)

      No step phrase matches this text. The closest phrases are:
      \(list)
      \(unknown)
      To fix, reword the step to use one of those phrases, or define the phrase in a step library \
      that this run's catalog includes (the catalog given to SpecSuite or SpecCommand.main), \
      for example:

      \(StepSnippet(kind: step.type ?? .unknown, text: step.text, arguments: step.arguments, types: types).text)
      """
  }

  static func ambiguousMessage<World>(
    _ step: PickleStep,
    at place: String,
    definitions: [StepDefinition<World>]
  ) -> String {
    let list = definitions.map { "  \($0.source)  (\($0.location))" }
      .joined(separator: "\n")
    return """
      Ambiguous step at \(place): \(step.keyword)\(step.text)

      \(definitions.count) step phrases match this text:
      \(list)

      To fix, reword one of the phrases so that only one matches.
      """
  }

  static func unreadArgument(at place: String, step: PickleStep, isRegex: Bool) -> String {
    let what =
      switch (step.dataTable, step.docString) {
      case (_?, _?): "table and a fenced block"
      case (_?, nil): "table"
      default: "fenced block"
      }
    return """
      Step failed at \(place): \(step.keyword)\(step.text)

      The step has a \(what) under it, but its definition never reads it, so the spec would say \
      more than the test checks.

      To fix, remove the \(what) from the spec, or read it in the step definition\(isRegex ? regexFix : ".")
      """
  }

  static func failure(at place: String, step: PickleStep, error: any Error) -> String {
    let detail = "\(error)"
    if detail.contains("\n\n") {
      return "Step failed at \(place): \(step.keyword)\(step.text)\n\n\(detail)"
    }
    return """
      Step failed at \(place): \(step.keyword)\(step.text)

      It threw: \(detail)

      To fix, correct the code under test or the step definition for this phrase.
      """
  }
}
