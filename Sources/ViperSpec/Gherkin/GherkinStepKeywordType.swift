/// What a step keyword says about its step, as Cucumber Messages name it.
package enum GherkinStepKeywordType: String, Equatable, Sendable {
  /// `Given`: the state before the action.
  case context = "Context"
  /// `When`: the action.
  case action = "Action"
  /// `Then`: the expected outcome.
  case outcome = "Outcome"
  /// `And` or `But`: the same as the step before.
  case conjunction = "Conjunction"
  /// `*`: no particular kind.
  case unknown = "Unknown"
}
