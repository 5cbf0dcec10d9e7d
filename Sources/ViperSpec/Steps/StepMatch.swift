/// The outcome of looking up a step's text in a library.
package enum StepMatch<World>: Sendable {
  /// One definition matches, with the captured parameter texts.
  case matched(StepDefinition<World>, captured: [String])
  /// No definition matches; the closest phrases follow, best first.
  case undefined(closest: [String])
  /// Several definitions match.
  case ambiguous([StepDefinition<World>])
}
