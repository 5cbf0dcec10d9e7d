/// A compiler that turns a parsed document into pickles the way Cucumber's compiler does.
///
/// Scenario outlines become one pickle per example row, background steps are copied into every
/// pickle, and `And`/`But` steps take the type of the step before them.
package enum PickleCompiler {
  /// Compiles every scenario of a document.
  ///
  /// - Parameter document: A document from `GherkinParser`.
  /// - Returns: The pickles in file order, with IDs continuing after the document's node IDs.
  package static func compile(_ document: GherkinDocument) -> [Pickle] {
    guard let feature = document.feature else { return [] }
    var context = Context(
      uri: document.uri,
      language: feature.language,
      featureName: feature.name,
      nextID: document.nodeCount
    )
    let featureSteps = feature.background?.steps ?? []
    for child in feature.children {
      switch child {
      case .scenario(let scenario):
        context.compile(scenario, tags: feature.tags, background: featureSteps, rule: nil)
      case .rule(let rule):
        for scenario in rule.scenarios {
          context.compile(
            scenario,
            tags: feature.tags + rule.tags,
            background: featureSteps + (rule.background?.steps ?? []),
            rule: rule.name
          )
        }
      }
    }
    return context.pickles
  }

  private struct Context {
    let uri: String
    let language: String
    let featureName: String
    var nextID: Int
    var pickles: [Pickle] = []

    mutating func take() -> String {
      defer { nextID += 1 }
      return String(nextID)
    }

    mutating func compile(
      _ scenario: GherkinScenario,
      tags: [GherkinTag],
      background: [GherkinStep],
      rule: String?
    ) {
      guard !scenario.examples.isEmpty else {
        var type: GherkinStepKeywordType? = .unknown
        let steps =
          scenario.steps.isEmpty
          ? [] : (background + scenario.steps).map { step(from: $0, type: &type, row: nil) }
        pickles.append(
          Pickle(
            id: take(),
            uri: uri,
            name: scenario.name,
            language: language,
            steps: steps,
            tags: (tags + scenario.tags).map { (name: $0.name, astNodeId: $0.id) },
            astNodeIds: [scenario.id],
            featureName: featureName,
            ruleName: rule,
            location: scenario.location,
            exampleValues: []
          )
        )
        return
      }
      for examples in scenario.examples {
        guard let header = examples.tableHeader else { continue }
        for row in examples.tableBody {
          let values = zip(header.cells, row.cells).map { (name: $0.value, value: $1.value) }
          // Cucumber starts an outline's steps with no type, so a first `And` has none.
          var type: GherkinStepKeywordType?
          var steps: [PickleStep] = []
          if !scenario.steps.isEmpty {
            steps = background.map { step(from: $0, type: &type, row: nil) }
            steps += scenario.steps.map { step(from: $0, type: &type, row: (row.id, values)) }
          }
          pickles.append(
            Pickle(
              id: take(),
              uri: uri,
              name: Self.interpolate(scenario.name, values),
              language: language,
              steps: steps,
              tags: (tags + scenario.tags + examples.tags).map {
                (name: $0.name, astNodeId: $0.id)
              },
              astNodeIds: [scenario.id, row.id],
              featureName: featureName,
              ruleName: rule,
              location: row.location,
              exampleValues: values
            )
          )
        }
      }
    }

    private mutating func step(
      from step: GherkinStep,
      type: inout GherkinStepKeywordType?,
      row: (id: String, values: [(name: String, value: String)])?
    ) -> PickleStep {
      if step.keywordType != .conjunction { type = step.keywordType }
      let values = row?.values ?? []
      var arguments: [(line: Int, argument: PickleStepArgument)] = []
      if let rows = step.dataTable {
        let cells = rows.map { $0.cells.map { Self.interpolate($0.value, values) } }
        arguments.append((rows.first?.location.line ?? 0, .dataTable(cells)))
      }
      if let docString = step.docString {
        let argument = PickleStepArgument.docString(
          content: Self.interpolate(docString.content, values),
          mediaType: Self.interpolate(docString.mediaType, values)
        )
        arguments.append((docString.location.line, argument))
      }
      return PickleStep(
        id: take(),
        text: Self.interpolate(step.text, values),
        type: type,
        astNodeIds: [step.id] + (row.map { [$0.id] } ?? []),
        arguments: arguments.sorted { $0.line < $1.line }.map(\.argument),
        keyword: step.keyword,
        location: step.location,
        sourceDocString: step.docString
      )
    }

    static func interpolate(_ text: String, _ values: [(name: String, value: String)]) -> String {
      guard !values.isEmpty, text.utf8.contains(0x3C) else { return text }
      var result = text
      for (name, value) in values {
        result = result.replacingScalars("<\(name)>", with: value)
      }
      return result
    }
  }
}
