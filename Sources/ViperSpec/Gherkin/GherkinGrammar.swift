/// Cucumber's Gherkin grammar as a table of states, generated from Cucumber's own parser by
/// `.ci/generate-gherkin.py` so that both parsers accept and reject the same files.
enum GherkinGrammar {
  /// The state every file starts in.
  static let start = 0
}
