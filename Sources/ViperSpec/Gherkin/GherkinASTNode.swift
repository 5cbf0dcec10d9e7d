/// A rule of the grammar being built: the lines and finished rules it holds so far.
final class GherkinASTNode {
  /// What a finished rule became.
  enum Value {
    case node(GherkinASTNode)
    case step(GherkinStep)
    case docString(GherkinDocString)
    case rows([GherkinTableRow])
    case background(GherkinBackground)
    case scenario(GherkinScenario)
    case examples(GherkinExamples)
    case rule(GherkinRule)
    case feature(GherkinFeature)
    case description(String)
  }

  /// The rule, or nil for the root that holds the document.
  let rule: GherkinRuleKind?
  private var tokens: [GherkinTokenKind: [GherkinToken]] = [:]
  private var values: [GherkinRuleKind: [Value]] = [:]

  init(rule: GherkinRuleKind?) {
    self.rule = rule
  }

  func add(_ token: GherkinToken, as kind: GherkinTokenKind) {
    tokens[kind, default: []].append(token)
  }

  func add(_ value: Value, for rule: GherkinRuleKind) {
    values[rule, default: []].append(value)
  }

  func tokens(_ kind: GherkinTokenKind) -> [GherkinToken] { tokens[kind] ?? [] }

  func token(_ kind: GherkinTokenKind) -> GherkinToken? { tokens[kind]?.first }

  func values(_ rule: GherkinRuleKind) -> [Value] { values[rule] ?? [] }

  func node(_ rule: GherkinRuleKind) -> GherkinASTNode? {
    guard case .node(let node)? = values[rule]?.first else { return nil }
    return node
  }
}
