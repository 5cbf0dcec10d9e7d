import Foundation

/// A phrase bound to a Swift closure, with where it was defined.
package struct StepDefinition<World>: Sendable {
  /// The compiled phrase, or the error that kept it from compiling.
  package let expression: Result<CucumberExpression, CucumberExpressionError>
  /// For a step defined by a Swift `Regex` rather than a phrase: whether a step's text matches.
  package var regexMatches: (@Sendable (String) -> Bool)? = nil
  /// A regular expression step's pattern, as written, when Swift keeps it (a literal or a
  /// pattern built from a string).
  package var regexPattern: String?
  /// A regular expression step's arguments for a text it matches.
  package var regexArguments: (@Sendable (String) -> [StepMatchArgument]?)? = nil
  /// The phrase as written.
  package let source: String
  /// What the step does.
  package let kind: StepDefinitionKind<World>
  /// The Swift file that defines the step, as `#fileID`.
  package let fileID: String
  /// The same file as `#filePath`.
  package let filePath: String
  /// The line of the definition.
  package let line: Int
  /// The definition's place among the library's definitions and hooks, in the order they were
  /// made, as Cucumber Messages list them.
  package var sequence = 0

  /// Where the step is defined, as a path the user can open (from the current folder, where
  /// `swift test` and `swift run` run, when the file is below it) and the line.
  package var location: String {
    "\(filePath.relativeToCurrentFolder):\(line)"
  }

  /// Whether the step compares a transcript.
  package var isTranscript: Bool {
    if case .transcript = kind { true } else { false }
  }
}
