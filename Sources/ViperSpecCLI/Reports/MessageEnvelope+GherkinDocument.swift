extension MessageEnvelope {
  /// Returns a gherkin document envelope: the file's syntax tree as Cucumber Messages give it,
  /// which reports such as Cucumber's HTML formatter draw the spec from.
  ///
  /// - Parameter document: A parsed spec file.
  /// - Returns: `{"gherkinDocument":{…}}` on one line.
  package static func gherkinDocument(_ document: GherkinDocument) -> String {
    var json = JSONWriter()
    write(document, to: &json)
    return json.text
  }

  /// Writes a gherkin document envelope, without its line's end.
  static func write(_ document: GherkinDocument, to json: inout JSONWriter) {
    json.object { json in
      json.object("gherkinDocument") { json in
        json.string("uri", document.uri)
        if let feature = document.feature { write(feature, to: &json) }
        json.array("comments") { json in
          for comment in document.comments {
            json.object { json in
              location("location", comment.location, to: &json)
              json.string("text", comment.text)
            }
          }
        }
      }
    }
  }

  private static func write(_ feature: GherkinFeature, to json: inout JSONWriter) {
    json.object("feature") { json in
      location("location", feature.location, to: &json)
      tags(feature.tags, to: &json)
      json.string("language", feature.language)
      // A Markdown file's first line is its feature's title, keyword or not. Cucumber's parser
      // leaves the field out without one, but the messages' schema requires it: it is empty.
      json.string("keyword", feature.keyword)
      json.string("name", feature.name)
      json.string("description", feature.description)
      json.array("children") { json in
        if let background = feature.background {
          json.object { json in write(background, to: &json) }
        }
        for child in feature.children {
          json.object { json in
            switch child {
            case .scenario(let scenario): write(scenario, to: &json)
            case .rule(let rule): write(rule, to: &json)
            }
          }
        }
      }
    }
  }

  private static func write(_ rule: GherkinRule, to json: inout JSONWriter) {
    json.object("rule") { json in
      heading(
        id: rule.id,
        at: rule.location,
        tags: rule.tags,
        rule.keyword,
        rule.name,
        rule.description,
        to: &json
      )
      json.array("children") { json in
        if let background = rule.background {
          json.object { json in write(background, to: &json) }
        }
        for scenario in rule.scenarios {
          json.object { json in write(scenario, to: &json) }
        }
      }
    }
  }

  private static func write(_ background: GherkinBackground, to json: inout JSONWriter) {
    json.object("background") { json in
      heading(
        id: background.id,
        at: background.location,
        tags: nil,
        background.keyword,
        background.name,
        background.description,
        to: &json
      )
      json.array("steps") { json in
        for step in background.steps { write(step, to: &json) }
      }
    }
  }

  private static func write(_ scenario: GherkinScenario, to json: inout JSONWriter) {
    json.object("scenario") { json in
      heading(
        id: scenario.id,
        at: scenario.location,
        tags: scenario.tags,
        scenario.keyword,
        scenario.name,
        scenario.description,
        to: &json
      )
      json.array("steps") { json in
        for step in scenario.steps { write(step, to: &json) }
      }
      json.array("examples") { json in
        for examples in scenario.examples { write(examples, to: &json) }
      }
    }
  }

  private static func write(_ examples: GherkinExamples, to json: inout JSONWriter) {
    json.object { json in
      heading(
        id: examples.id,
        at: examples.location,
        tags: examples.tags,
        examples.keyword,
        examples.name,
        examples.description,
        to: &json
      )
      if let header = examples.tableHeader {
        json.key("tableHeader")
        write(header, to: &json)
      }
      json.array("tableBody") { json in
        for row in examples.tableBody { write(row, to: &json) }
      }
    }
  }

  private static func write(_ step: GherkinStep, to json: inout JSONWriter) {
    json.object { json in
      json.string("id", step.id)
      location("location", step.location, to: &json)
      json.string("keyword", step.keyword)
      json.string("keywordType", step.keywordType.rawValue)
      json.string("text", step.text)
      if let rows = step.dataTable, let first = rows.first {
        json.object("dataTable") { json in
          location("location", first.location, to: &json)
          json.array("rows") { json in
            for row in rows { write(row, to: &json) }
          }
        }
      }
      if let docString = step.docString {
        json.object("docString") { json in
          location("location", docString.location, to: &json)
          json.string("content", docString.content)
          json.string("delimiter", docString.delimiter)
          if !docString.mediaType.isEmpty { json.string("mediaType", docString.mediaType) }
        }
      }
    }
  }

  private static func write(_ row: GherkinTableRow, to json: inout JSONWriter) {
    json.object { json in
      json.string("id", row.id)
      location("location", row.location, to: &json)
      json.array("cells") { json in
        for cell in row.cells {
          json.object { json in
            location("location", cell.location, to: &json)
            json.string("value", cell.value)
          }
        }
      }
    }
  }

  /// The fields a rule, background, scenario and examples open with, in Cucumber's order.
  private static func heading(
    id: String,
    at place: GherkinLocation,
    tags: [GherkinTag]?,
    _ keyword: String,
    _ name: String,
    _ description: String,
    to json: inout JSONWriter
  ) {
    json.string("id", id)
    location("location", place, to: &json)
    if let tags { self.tags(tags, to: &json) }
    json.string("keyword", keyword)
    json.string("name", name)
    json.string("description", description)
  }

  private static func tags(_ tags: [GherkinTag], to json: inout JSONWriter) {
    json.array("tags") { json in
      for tag in tags {
        json.object { json in
          location("location", tag.location, to: &json)
          json.string("name", tag.name)
          json.string("id", tag.id)
        }
      }
    }
  }
}
