extension GherkinDocument {
  /// Numbers the nodes from zero in the order Cucumber's AST builder finishes them.
  ///
  /// The builder finishes a node after its children (table rows, steps, examples) and numbers a
  /// node's tags just before the node itself, so the feature's tags come last. Pickles continue
  /// the count with `PickleCompiler`.
  mutating func assignIDs() {
    var next = 0
    func take() -> String {
      defer { next += 1 }
      return String(next)
    }
    func number(_ tags: inout [GherkinTag]) {
      for index in tags.indices { tags[index].id = take() }
    }
    func number(_ steps: inout [GherkinStep]) {
      for index in steps.indices {
        if case .dataTable(var rows)? = steps[index].argument {
          for row in rows.indices { rows[row].id = take() }
          steps[index].argument = .dataTable(rows)
        }
        steps[index].id = take()
      }
    }
    func number(_ background: inout GherkinBackground?) {
      guard var value = background else { return }
      number(&value.steps)
      value.id = take()
      background = value
    }
    func number(_ scenario: inout GherkinScenario) {
      number(&scenario.steps)
      for index in scenario.examples.indices {
        scenario.examples[index].tableHeader?.id = take()
        for row in scenario.examples[index].tableBody.indices {
          scenario.examples[index].tableBody[row].id = take()
        }
        number(&scenario.examples[index].tags)
        scenario.examples[index].id = take()
      }
      number(&scenario.tags)
      scenario.id = take()
    }
    defer { nodeCount = next }
    guard var value = feature else { return }
    number(&value.background)
    for index in value.children.indices {
      switch value.children[index] {
      case .scenario(var scenario):
        number(&scenario)
        value.children[index] = .scenario(scenario)
      case .rule(var rule):
        number(&rule.background)
        for scenarioIndex in rule.scenarios.indices { number(&rule.scenarios[scenarioIndex]) }
        number(&rule.tags)
        rule.id = take()
        value.children[index] = .rule(rule)
      }
    }
    number(&value.tags)
    feature = value
  }
}
