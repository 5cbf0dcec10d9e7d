/// A step phrase as the glossary lists it, with its parameter types and definition site.
package struct GlossaryEntry: Equatable, Sendable {
  /// The phrase as written.
  package let phrase: String
  /// The names of its parameter types, in order, such as `int` or `date`.
  package let parameterTypes: [String]
  /// Whether the step compares a transcript with its fenced block.
  package let isTranscript: Bool
  /// Where the step is defined, as `file:line`.
  package let definedAt: String
}
