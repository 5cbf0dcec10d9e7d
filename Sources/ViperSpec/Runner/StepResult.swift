/// The result of one step, with the message of a failure.
package struct StepResult: Equatable, Sendable {
  /// The keyword as written, such as `Given `.
  package var keyword: String
  /// The step's text.
  package var text: String
  /// The step's line in the spec file.
  package var line: Int
  /// How the step ended.
  package var status: StepStatus
  /// Why the step failed or is undefined, in three parts; nil when it passed.
  package var message: String?
}
