extension MessageEnvelope {
  /// Returns a gherkin document envelope: the file's syntax tree as Cucumber Messages give it,
  /// which reports such as Cucumber's HTML formatter draw the spec from.
  ///
  /// - Parameter document: A parsed spec file.
  /// - Returns: `{"gherkinDocument":{…}}` on one line.
  package static func gherkinDocument(_ document: GherkinDocument) -> String {
    var fields: [(String, String)] = [("uri", JSONText.quoted(document.uri))]
    if let feature = document.feature { fields.append(("feature", self.feature(feature))) }
    let comments = document.comments.map { comment in
      JSONText.object([
        ("location", location(comment.location)), ("text", JSONText.quoted(comment.text)),
      ])
    }
    fields.append(("comments", JSONText.array(comments)))
    return JSONText.object([("gherkinDocument", JSONText.object(fields))])
  }

  private static func feature(_ feature: GherkinFeature) -> String {
    var children: [String] = []
    if let background = feature.background {
      children.append(JSONText.object([("background", self.background(background))]))
    }
    for child in feature.children {
      switch child {
      case .scenario(let scenario):
        children.append(JSONText.object([("scenario", self.scenario(scenario))]))
      case .rule(let rule):
        children.append(JSONText.object([("rule", self.rule(rule))]))
      }
    }
    // A Markdown file's first line is its feature's title, keyword or not: without one, the
    // field is left out, as Cucumber's parser leaves it.
    let keyword = feature.keyword.isEmpty ? [] : [("keyword", JSONText.quoted(feature.keyword))]
    return JSONText.object(
      [
        ("location", location(feature.location)),
        ("tags", tags(feature.tags)),
        ("language", JSONText.quoted(feature.language)),
      ] + keyword + [
        ("name", JSONText.quoted(feature.name)),
        ("description", JSONText.quoted(feature.description)),
        ("children", JSONText.array(children)),
      ]
    )
  }

  private static func rule(_ rule: GherkinRule) -> String {
    var children: [String] = []
    if let background = rule.background {
      children.append(JSONText.object([("background", self.background(background))]))
    }
    children += rule.scenarios.map { JSONText.object([("scenario", scenario($0))]) }
    return JSONText.object([
      ("id", JSONText.quoted(rule.id)),
      ("location", location(rule.location)),
      ("tags", tags(rule.tags)),
      ("keyword", JSONText.quoted(rule.keyword)),
      ("name", JSONText.quoted(rule.name)),
      ("description", JSONText.quoted(rule.description)),
      ("children", JSONText.array(children)),
    ])
  }

  private static func background(_ background: GherkinBackground) -> String {
    JSONText.object([
      ("id", JSONText.quoted(background.id)),
      ("location", location(background.location)),
      ("keyword", JSONText.quoted(background.keyword)),
      ("name", JSONText.quoted(background.name)),
      ("description", JSONText.quoted(background.description)),
      ("steps", JSONText.array(background.steps.map(step))),
    ])
  }

  private static func scenario(_ scenario: GherkinScenario) -> String {
    JSONText.object([
      ("id", JSONText.quoted(scenario.id)),
      ("location", location(scenario.location)),
      ("tags", tags(scenario.tags)),
      ("keyword", JSONText.quoted(scenario.keyword)),
      ("name", JSONText.quoted(scenario.name)),
      ("description", JSONText.quoted(scenario.description)),
      ("steps", JSONText.array(scenario.steps.map(step))),
      ("examples", JSONText.array(scenario.examples.map(examples))),
    ])
  }

  private static func examples(_ examples: GherkinExamples) -> String {
    var fields: [(String, String)] = [
      ("id", JSONText.quoted(examples.id)),
      ("location", location(examples.location)),
      ("tags", tags(examples.tags)),
      ("keyword", JSONText.quoted(examples.keyword)),
      ("name", JSONText.quoted(examples.name)),
      ("description", JSONText.quoted(examples.description)),
    ]
    if let header = examples.tableHeader { fields.append(("tableHeader", row(header))) }
    fields.append(("tableBody", JSONText.array(examples.tableBody.map(row))))
    return JSONText.object(fields)
  }

  private static func step(_ step: GherkinStep) -> String {
    var fields: [(String, String)] = [
      ("id", JSONText.quoted(step.id)),
      ("location", location(step.location)),
      ("keyword", JSONText.quoted(step.keyword)),
      ("keywordType", JSONText.quoted(step.keywordType.rawValue)),
      ("text", JSONText.quoted(step.text)),
    ]
    if let rows = step.dataTable, let first = rows.first {
      fields.append(
        (
          "dataTable",
          JSONText.object([
            ("location", location(first.location)), ("rows", JSONText.array(rows.map(row))),
          ])
        )
      )
    }
    if let docString = step.docString {
      var block: [(String, String)] = [
        ("location", location(docString.location)),
        ("content", JSONText.quoted(docString.content)),
        ("delimiter", JSONText.quoted(docString.delimiter)),
      ]
      if !docString.mediaType.isEmpty {
        block.append(("mediaType", JSONText.quoted(docString.mediaType)))
      }
      fields.append(("docString", JSONText.object(block)))
    }
    return JSONText.object(fields)
  }

  private static func row(_ row: GherkinTableRow) -> String {
    let cells = row.cells.map { cell in
      JSONText.object([
        ("location", location(cell.location)), ("value", JSONText.quoted(cell.value)),
      ])
    }
    return JSONText.object([
      ("id", JSONText.quoted(row.id)),
      ("location", location(row.location)),
      ("cells", JSONText.array(cells)),
    ])
  }

  private static func tags(_ tags: [GherkinTag]) -> String {
    JSONText.array(
      tags.map { tag in
        JSONText.object([
          ("location", location(tag.location)),
          ("name", JSONText.quoted(tag.name)),
          ("id", JSONText.quoted(tag.id)),
        ])
      }
    )
  }
}
