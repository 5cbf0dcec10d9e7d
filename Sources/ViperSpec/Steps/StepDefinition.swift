/// A phrase bound to a Swift closure, with where it was defined.
package struct StepDefinition<World>: Sendable {
  /// The compiled phrase, or the error that kept it from compiling.
  package let expression: Result<CucumberExpression, CucumberExpressionError>
  /// The phrase as written.
  package let source: String
  /// What the step does.
  package let kind: StepDefinitionKind<World>
  /// The Swift file that defines the step, as `#fileID`.
  package let fileID: String
  /// The line of the definition.
  package let line: Int

  /// Whether the step compares a transcript.
  package var isTranscript: Bool {
    if case .transcript = kind { true } else { false }
  }
}
