/// A writer of Cucumber Messages envelopes: `pickle` and `parseError`, one JSON object per line.
package enum MessageEnvelope {
  /// Returns a pickle envelope.
  ///
  /// - Parameter pickle: A compiled scenario.
  /// - Returns: `{"pickle":{…}}` on one line.
  package static func pickle(_ pickle: Pickle) -> String {
    var json = JSONWriter()
    write(pickle, to: &json)
    return json.text
  }

  /// Writes a pickle envelope, without its line's end.
  static func write(_ pickle: Pickle, to json: inout JSONWriter) {
    json.object { json in
      json.object("pickle") { json in
        json.string("id", pickle.id)
        json.string("uri", pickle.uri)
        location("location", pickle.location, to: &json)
        json.string("name", pickle.name)
        json.string("language", pickle.language)
        json.array("steps") { json in
          for step in pickle.steps { write(step, to: &json) }
        }
        json.array("tags") { json in
          for tag in pickle.tags {
            json.object { json in
              json.string("name", tag.name)
              json.string("astNodeId", tag.astNodeId)
            }
          }
        }
        json.strings("astNodeIds", pickle.astNodeIds)
      }
    }
  }

  private static func write(_ step: PickleStep, to json: inout JSONWriter) {
    json.object { json in
      json.string("id", step.id)
      json.string("text", step.text)
      if let type = step.type { json.string("type", type.rawValue) }
      json.strings("astNodeIds", step.astNodeIds)
      if !step.arguments.isEmpty { argument(step.arguments, to: &json) }
    }
  }

  /// Writes a step's arguments; with both a table and a doc string, each says where it stands.
  private static func argument(_ arguments: [PickleStepArgument], to json: inout JSONWriter) {
    json.object("argument") { json in
      for (position, argument) in arguments.enumerated() {
        let index = arguments.count > 1 ? position + 1 : nil
        switch argument {
        case .dataTable(let rows):
          json.object("dataTable") { json in
            json.array("rows") { json in
              for row in rows {
                json.object { json in
                  json.array("cells") { json in
                    for cell in row { json.object { $0.string("value", cell) } }
                  }
                }
              }
            }
            if let index { json.int("argumentIndex", index) }
          }
        case .docString(let content, let mediaType):
          json.object("docString") { json in
            json.string("content", content)
            if !mediaType.isEmpty { json.string("mediaType", mediaType) }
            if let index { json.int("argumentIndex", index) }
          }
        }
      }
    }
  }

  /// Returns the parse error envelopes of a file, one per problem.
  ///
  /// - Parameter error: The error.
  /// - Returns: `{"parseError":{…}}`, one per line.
  package static func parseError(_ error: GherkinParseError) -> String {
    var json = JSONWriter()
    write(error, to: &json)
    return json.text
  }

  /// Writes a parse error envelope for each of the file's problems, each but the last without
  /// its line's end.
  static func write(_ error: GherkinParseError, to json: inout JSONWriter) {
    for (index, problem) in error.problems.enumerated() {
      if index > 0 { json.endLine() }
      json.object { json in
        json.object("parseError") { json in
          json.object("source") { json in
            json.string("uri", error.uri)
            location("location", problem.location, to: &json)
          }
          json.string(
            "message",
            "(\(problem.location.line):\(problem.location.column)): \(problem.message)"
          )
        }
      }
    }
  }

  static func location(
    _ name: StaticString,
    _ location: GherkinLocation,
    to json: inout JSONWriter
  ) {
    json.object(name) { json in
      json.int("line", location.line)
      json.int("column", location.column)
    }
  }
}
