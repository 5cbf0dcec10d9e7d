/// The keywords of one spoken language, as listed in Cucumber's `gherkin-languages.json`.
///
/// The languages themselves are generated into `GherkinDialect.all` by `.ci/generate-gherkin.py`.
package struct GherkinDialect: Equatable, Sendable {
  /// The language code, such as `en` or `ja`.
  package let code: String
  /// The language's name in English.
  package let name: String
  /// The language's name in itself.
  package let native: String
  /// Keywords that start a feature.
  package let feature: [String]
  /// Keywords that start a rule.
  package let rule: [String]
  /// Keywords that start a background.
  package let background: [String]
  /// Keywords that start a scenario.
  package let scenario: [String]
  /// Keywords that start a scenario outline.
  package let scenarioOutline: [String]
  /// Keywords that start an examples table.
  package let examples: [String]
  /// Keywords of context steps, `* ` among them.
  package let given: [String]
  /// Keywords of action steps.
  package let when: [String]
  /// Keywords of outcome steps.
  package let then: [String]
  /// Keywords that continue the step before, such as `And `.
  package let and: [String]
  /// Keywords that continue the step before with a contrast, such as `But `.
  package let but: [String]

  /// English, Cucumber's default.
  package static var english: GherkinDialect {
    guard let dialect = all["en"] else {
      preconditionFailure("The generated dialects lack English.")
    }
    return dialect
  }

  /// Says that a language code is not one of Cucumber's.
  ///
  /// - Parameter code: The code asked for.
  /// - Returns: The message.
  package static func unknownLanguageMessage(_ code: String) -> String {
    "Unknown language '\(code)'. Use a code from Cucumber's gherkin-languages.json, such as en, fr or ja."
  }

  /// Every step keyword with its type, longest first, as Cucumber tries them.
  package var steps: [(keyword: String, type: GherkinStepKeywordType)] {
    let typed: [(String, GherkinStepKeywordType)] =
      given.map { ($0, .context) } + when.map { ($0, .action) } + then.map { ($0, .outcome) }
      + (and + but).map { ($0, .conjunction) }
    var seen: Set<String> = []
    return typed.enumerated()
      .filter { seen.insert($0.element.0).inserted }
      .sorted { ($0.element.0.count, -$0.offset) > ($1.element.0.count, -$1.offset) }
      .map { (keyword: $0.element.0, type: $0.element.0 == "* " ? .unknown : $0.element.1) }
  }

  /// Every keyword that starts a heading, for the missing-colon warning.
  package var headingKeywords: [String] {
    (feature + rule + background + scenarioOutline + scenario + examples)
      .sorted { $0.count > $1.count }
  }

  package static func == (lhs: GherkinDialect, rhs: GherkinDialect) -> Bool {
    lhs.code == rhs.code
  }
}
