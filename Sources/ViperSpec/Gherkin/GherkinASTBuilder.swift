/// Builds the document from the parser's rules and lines, numbering nodes as Cucumber's AST
/// builder does: a node takes its number when its rule ends, after its children, and its tags
/// just before it.
struct GherkinASTBuilder {
  private var stack = [GherkinASTNode(rule: nil)]
  /// The next node number; files read in one stream share the count.
  private(set) var nextID: Int
  /// The comment lines read so far, which belong to the document rather than to a node.
  private(set) var comments: [GherkinComment] = []

  init(nextID: Int) {
    self.nextID = nextID
  }

  /// The rule being built.
  var current: GherkinASTNode {
    guard let last = stack.last else { preconditionFailure("The root node is never ended.") }
    return last
  }

  mutating func start(_ rule: GherkinRuleKind) {
    stack.append(GherkinASTNode(rule: rule))
  }

  mutating func build(_ token: GherkinToken) {
    guard let kind = token.kind else { return }
    guard kind != .comment else {
      comments.append(
        GherkinComment(
          location: GherkinLocation(line: token.lineNumber, column: 1),
          text: token.text ?? ""
        )
      )
      return
    }
    current.add(token, as: kind)
  }

  /// Ends the rule being built and hands what it became to the rule around it.
  ///
  /// - Throws: When a table's rows have different numbers of cells; the rule is then dropped.
  mutating func end(_ rule: GherkinRuleKind) throws(GherkinSyntaxError) {
    // Cucumber ends whatever rule is innermost: at a premature end of the file that is not the
    // rule named, and numbering it still uses up IDs.
    let node = stack.removeLast()
    if let value = try transform(node) { current.add(value, for: node.rule ?? rule) }
  }

  /// The feature, once the document's rule has ended.
  var feature: GherkinFeature? {
    guard case .node(let document)? = current.values(.gherkinDocument).first,
      case .feature(let feature)? = document.values(.feature).first
    else { return nil }
    return feature
  }

  private mutating func takeID() -> String {
    defer { nextID += 1 }
    return String(nextID)
  }

  private mutating func transform(
    _ node: GherkinASTNode
  ) throws(GherkinSyntaxError) -> GherkinASTNode.Value? {
    switch node.rule {
    case .step?:
      return step(node).map(GherkinASTNode.Value.step)
    case .docString?:
      return docString(node).map(GherkinASTNode.Value.docString)
    case .dataTable?, .examplesTable?:
      return .rows(try rows(node))
    case .background?:
      guard let line = node.token(.backgroundLine) else { return nil }
      return .background(
        GherkinBackground(
          location: line.location,
          keyword: line.keyword ?? "",
          name: line.text ?? "",
          description: description(node),
          steps: steps(node),
          id: takeID()
        )
      )
    case .scenarioDefinition?:
      return scenario(node).map(GherkinASTNode.Value.scenario)
    case .examplesDefinition?:
      return examples(node).map(GherkinASTNode.Value.examples)
    case .rule?:
      return rule(node).map(GherkinASTNode.Value.rule)
    case .feature?:
      return feature(node).map(GherkinASTNode.Value.feature)
    case .description?:
      // Trailing blank lines are dropped, as Cucumber's Java and JavaScript builders drop them
      // (and the Compatibility Kit expects): a line of spaces counts as blank.
      var lines = node.tokens(.other).map { $0.text ?? "" }
      while let last = lines.last, last.unicodeScalars.allSatisfy(\.isPythonWhitespace) {
        lines.removeLast()
      }
      return .description(lines.joined(separator: "\n"))
    case .gherkinDocument?, .featureHeader?, .ruleHeader?, .scenario?, .examples?, .tags?, nil:
      return .node(node)
    }
  }

  private mutating func step(_ node: GherkinASTNode) -> GherkinStep? {
    guard let line = node.token(.stepLine) else { return nil }
    var dataTable: [GherkinTableRow]?
    if case .rows(let rows)? = node.values(.dataTable).first { dataTable = rows }
    var docString: GherkinDocString?
    if case .docString(let value)? = node.values(.docString).first { docString = value }
    return GherkinStep(
      location: line.location,
      keyword: line.keyword ?? "",
      keywordType: line.keywordType ?? .unknown,
      text: line.text ?? "",
      dataTable: dataTable,
      docString: docString,
      id: takeID()
    )
  }

  private func docString(_ node: GherkinASTNode) -> GherkinDocString? {
    let separators = node.tokens(.docStringSeparator)
    guard let open = separators.first else { return nil }
    return GherkinDocString(
      location: open.location,
      mediaType: open.text ?? "",
      content: node.tokens(.other).map { $0.text ?? "" }.joined(separator: "\n"),
      delimiter: open.keyword ?? "",
      closingLine: separators.dropFirst().first?.lineNumber ?? open.lineNumber,
      indent: open.location.column - 1
    )
  }

  private mutating func rows(_ node: GherkinASTNode) throws(GherkinSyntaxError) -> [GherkinTableRow]
  {
    let rows = node.tokens(.tableRow).map { token in
      GherkinTableRow(
        location: token.location,
        cells: token.items.map { item in
          GherkinTableCell(
            location: GherkinLocation(line: token.lineNumber, column: item.column),
            value: item.text
          )
        },
        id: takeID()
      )
    }
    if let first = rows.first,
      let uneven = rows.first(where: { $0.cells.count != first.cells.count })
    {
      throw GherkinSyntaxError(
        location: uneven.location,
        message:
          "Expected \(first.cells.count) cells like the table's first row (line \(first.location.line)), but found \(uneven.cells.count)."
      )
    }
    return rows
  }

  private mutating func tags(_ node: GherkinASTNode) -> [GherkinTag] {
    guard let tags = node.node(.tags) else { return [] }
    var result: [GherkinTag] = []
    for line in tags.tokens(.tagLine) {
      for item in line.items {
        result.append(
          GherkinTag(
            location: GherkinLocation(line: line.lineNumber, column: item.column),
            name: item.text,
            id: takeID()
          )
        )
      }
    }
    return result
  }

  private func steps(_ node: GherkinASTNode) -> [GherkinStep] {
    node.values(.step).compactMap { value in
      guard case .step(let step) = value else { return nil }
      return step
    }
  }

  private mutating func scenario(_ node: GherkinASTNode) -> GherkinScenario? {
    let tags = tags(node)
    guard let scenario = node.node(.scenario), let line = scenario.token(.scenarioLine) else {
      return nil
    }
    let examples: [GherkinExamples] = scenario.values(.examplesDefinition).compactMap { value in
      guard case .examples(let examples) = value else { return nil }
      return examples
    }
    return GherkinScenario(
      location: line.location,
      tags: tags,
      keyword: line.keyword ?? "",
      name: line.text ?? "",
      description: description(scenario),
      steps: steps(scenario),
      examples: examples,
      id: takeID()
    )
  }

  private mutating func examples(_ node: GherkinASTNode) -> GherkinExamples? {
    let tags = tags(node)
    guard let examples = node.node(.examples), let line = examples.token(.examplesLine) else {
      return nil
    }
    var rows: [GherkinTableRow] = []
    if case .rows(let table)? = examples.values(.examplesTable).first { rows = table }
    return GherkinExamples(
      location: line.location,
      tags: tags,
      keyword: line.keyword ?? "",
      name: line.text ?? "",
      description: description(examples),
      tableHeader: rows.first,
      tableBody: Array(rows.dropFirst()),
      id: takeID()
    )
  }

  private mutating func rule(_ node: GherkinASTNode) -> GherkinRule? {
    guard let header = node.node(.ruleHeader) else { return nil }
    let tags = tags(header)
    guard let line = header.token(.ruleLine) else { return nil }
    return GherkinRule(
      location: line.location,
      tags: tags,
      keyword: line.keyword ?? "",
      name: line.text ?? "",
      description: description(header),
      background: background(node),
      scenarios: node.values(.scenarioDefinition).compactMap { value in
        guard case .scenario(let scenario) = value else { return nil }
        return scenario
      },
      id: takeID()
    )
  }

  private mutating func feature(_ node: GherkinASTNode) -> GherkinFeature? {
    guard let header = node.node(.featureHeader) else { return nil }
    let tags = tags(header)
    guard let line = header.token(.featureLine) else { return nil }
    var children: [GherkinFeatureChild] = node.values(.scenarioDefinition).compactMap { value in
      guard case .scenario(let scenario) = value else { return nil }
      return .scenario(scenario)
    }
    children += node.values(.rule).compactMap { value in
      guard case .rule(let rule) = value else { return nil }
      return .rule(rule)
    }
    return GherkinFeature(
      location: line.location,
      tags: tags,
      keyword: line.keyword ?? "",
      name: line.text ?? "",
      description: description(header),
      language: line.dialectCode,
      background: background(node),
      children: children
    )
  }

  private func description(_ node: GherkinASTNode) -> String {
    guard case .description(let text)? = node.values(.description).first else { return "" }
    return text
  }

  private func background(_ node: GherkinASTNode) -> GherkinBackground? {
    guard case .background(let background)? = node.values(.background).first else { return nil }
    return background
  }
}
