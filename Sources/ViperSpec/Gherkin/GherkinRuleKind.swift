/// The rules of Cucumber's grammar that become nodes of the document, as `gherkin.berp` names
/// them.
enum GherkinRuleKind: Hashable, Sendable {
  case gherkinDocument
  case feature
  case featureHeader
  case rule
  case ruleHeader
  case background
  case scenarioDefinition
  case scenario
  case examplesDefinition
  case examples
  case examplesTable
  case step
  case dataTable
  case docString
  case tags
  case description
}
