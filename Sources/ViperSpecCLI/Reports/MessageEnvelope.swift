/// A writer of Cucumber Messages envelopes: `pickle` and `parseError`, one JSON object per line.
package enum MessageEnvelope {
  /// Returns a pickle envelope.
  ///
  /// - Parameter pickle: A compiled scenario.
  /// - Returns: `{"pickle":{…}}` on one line.
  package static func pickle(_ pickle: Pickle) -> String {
    let steps = pickle.steps.map { step in
      var fields: [(String, String)] = [
        ("id", JSONText.quoted(step.id)),
        ("text", JSONText.quoted(step.text)),
      ]
      if let type = step.type { fields.append(("type", JSONText.quoted(type.rawValue))) }
      fields.append(("astNodeIds", JSONText.array(step.astNodeIds.map(JSONText.quoted))))
      if !step.arguments.isEmpty { fields.append(("argument", argument(step.arguments))) }
      return JSONText.object(fields)
    }
    let tags = pickle.tags.map {
      JSONText.object([
        ("name", JSONText.quoted($0.name)), ("astNodeId", JSONText.quoted($0.astNodeId)),
      ])
    }
    let body = JSONText.object([
      ("id", JSONText.quoted(pickle.id)),
      ("uri", JSONText.quoted(pickle.uri)),
      ("location", location(pickle.location)),
      ("name", JSONText.quoted(pickle.name)),
      ("language", JSONText.quoted(pickle.language)),
      ("steps", JSONText.array(steps)),
      ("tags", JSONText.array(tags)),
      ("astNodeIds", JSONText.array(pickle.astNodeIds.map(JSONText.quoted))),
    ])
    return JSONText.object([("pickle", body)])
  }

  /// Writes a step's arguments; with both a table and a doc string, each says where it stands.
  private static func argument(_ arguments: [PickleStepArgument]) -> String {
    var fields: [(String, String)] = []
    for (position, argument) in arguments.enumerated() {
      let index: [(String, String)] =
        arguments.count > 1 ? [("argumentIndex", String(position + 1))] : []
      switch argument {
      case .dataTable(let rows):
        let json = rows.map { row in
          JSONText.object([
            ("cells", JSONText.array(row.map { JSONText.object([("value", JSONText.quoted($0))]) }))
          ])
        }
        fields.append(("dataTable", JSONText.object([("rows", JSONText.array(json))] + index)))
      case .docString(let content, let mediaType):
        var docString = [("content", JSONText.quoted(content))]
        if !mediaType.isEmpty { docString.append(("mediaType", JSONText.quoted(mediaType))) }
        fields.append(("docString", JSONText.object(docString + index)))
      }
    }
    return JSONText.object(fields)
  }

  /// Returns a parse error envelope.
  ///
  /// - Parameter error: The error.
  /// - Returns: `{"parseError":{…}}` on one line.
  package static func parseError(_ error: GherkinParseError) -> String {
    let source = JSONText.object([
      ("uri", JSONText.quoted(error.uri)), ("location", location(error.location)),
    ])
    let message = "(\(error.location.line):\(error.location.column)): \(error.message)"
    return JSONText.object([
      ("parseError", JSONText.object([("source", source), ("message", JSONText.quoted(message))]))
    ])
  }

  static func location(_ location: GherkinLocation) -> String {
    JSONText.object([("line", String(location.line)), ("column", String(location.column))])
  }
}
