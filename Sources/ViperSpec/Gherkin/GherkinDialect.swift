/// The keywords of one spoken language, as listed in Cucumber's `gherkin-languages.json`.
package struct GherkinDialect: Equatable, Sendable {
  /// The language code, such as `en` or `ja`.
  package let code: String
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
  /// Step keywords with their types, longest first, as Cucumber tries them.
  package let steps: [(keyword: String, type: GherkinStepKeywordType)]

  /// The dialects the parser knows, by code.
  package static let all: [String: GherkinDialect] = ["en": .english, "ja": .japanese]

  /// English, Cucumber's default.
  package static let english = GherkinDialect(
    code: "en",
    feature: ["Feature", "Business Need", "Ability"],
    rule: ["Rule"],
    background: ["Background"],
    scenario: ["Example", "Scenario"],
    scenarioOutline: ["Scenario Outline", "Scenario Template"],
    examples: ["Examples", "Scenarios"],
    given: ["Given "],
    when: ["When "],
    then: ["Then "],
    and: ["And "],
    but: ["But "]
  )

  /// Japanese (日本語).
  package static let japanese = GherkinDialect(
    code: "ja",
    feature: ["フィーチャ", "機能"],
    rule: ["ルール"],
    background: ["背景"],
    scenario: ["シナリオ"],
    scenarioOutline: ["シナリオアウトライン", "シナリオテンプレート", "テンプレ", "シナリオテンプレ"],
    examples: ["例", "サンプル"],
    given: ["前提"],
    when: ["もし"],
    then: ["ならば"],
    and: ["且つ", "かつ"],
    but: ["然し", "しかし", "但し", "ただし"]
  )

  private init(
    code: String,
    feature: [String],
    rule: [String],
    background: [String],
    scenario: [String],
    scenarioOutline: [String],
    examples: [String],
    given: [String],
    when: [String],
    then: [String],
    and: [String],
    but: [String]
  ) {
    self.code = code
    self.feature = feature
    self.rule = rule
    self.background = background
    self.scenario = scenario
    self.scenarioOutline = scenarioOutline
    self.examples = examples
    let typed: [(String, GherkinStepKeywordType)] =
      [("* ", .unknown)] + given.map { ($0, .context) } + when.map { ($0, .action) }
      + then.map { ($0, .outcome) } + and.map { ($0, .conjunction) }
      + but.map { ($0, .conjunction) }
    self.steps = typed.sorted { $0.0.count > $1.0.count }.map { (keyword: $0.0, type: $0.1) }
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
