/// The kinds of line Cucumber's grammar tells apart, named as in its `gherkin.berp`.
enum GherkinTokenKind: String, Hashable, Sendable {
  case eof = "EOF"
  case empty = "Empty"
  case comment = "Comment"
  case tagLine = "TagLine"
  case featureLine = "FeatureLine"
  case ruleLine = "RuleLine"
  case backgroundLine = "BackgroundLine"
  case scenarioLine = "ScenarioLine"
  case examplesLine = "ExamplesLine"
  case stepLine = "StepLine"
  case docStringSeparator = "DocStringSeparator"
  case tableRow = "TableRow"
  case language = "Language"
  case other = "Other"
}
