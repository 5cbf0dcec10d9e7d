/// A mutate run as Stryker's mutation-testing report: the JSON that Stryker's dashboard, its HTML
/// elements and other tools read, whatever tool made the mutants.
///
/// The schema is Stryker's published JSON Schema (draft-07; CI validates against a copy in
/// `.ci/stryker`). Each mutated file is keyed by its path with its whole source, so that a reader
/// shows each mutant in place; each mutant gets its number as its `id`, its operator's name as
/// `mutatorName` and the operator's summary as `description`. The text is deterministic (files in
/// the order of their paths, mutants in the order of their numbers), so that two runs of the same
/// code can be compared by `diff`.
///
/// ```swift
/// let json = StrykerReport.json(report, thresholds: MutationThresholds(high: 90, low: 70))
/// try json.write(to: URL(filePath: "mutation.json"), atomically: true, encoding: .utf8)
/// ```
package enum StrykerReport {
  /// The schema version written: Stryker's readers of versions 1 and 2 read it.
  static let schemaVersion = "1"

  /// Returns the report's JSON, one line ended by a line feed.
  ///
  /// - Parameters:
  ///   - report: The run.
  ///   - thresholds: The scores the run is judged by.
  ///   - projectRoot: The package's root, if the reader should know it; paths stay relative.
  /// - Returns: The JSON text.
  package static func json(
    _ report: MutationRunReport,
    thresholds: MutationThresholds = MutationThresholds(),
    projectRoot: String? = nil
  ) -> String {
    var json = JSONWriter()
    json.object { json in
      json.string("schemaVersion", schemaVersion)
      json.object("thresholds") { json in
        json.int("high", thresholds.high)
        json.int("low", thresholds.low)
      }
      if let projectRoot { json.string("projectRoot", projectRoot) }
      json.object("framework") { json in json.string("name", "viper-spec") }
      // The schema's free-form configuration: what the run mutated and which tests it ran.
      json.object("config") { json in
        json.string("module", report.module)
        json.string("tests", report.tests)
      }
      json.object("files") { json in
        for (path, outcomes) in files(of: report) {
          json.key(escaping: path)
          json.object { json in
            json.string("language", "swift")
            json.string("source", report.sources[path] ?? "")
            json.array("mutants") { json in
              let lines = (report.sources[path] ?? "").split(
                separator: "\n",
                omittingEmptySubsequences: false
              )
              for outcome in outcomes { write(outcome, lines: lines, into: &json) }
            }
          }
        }
      }
    }
    json.endLine()
    return json.text
  }

  /// Each file with a source or a mutant, in the order of their paths, with its mutants in the
  /// order of their numbers.
  ///
  /// A mutant's file whose source is missing is listed all the same, with an empty source: the
  /// schema requires one, and dropping the mutant would hide it from the reader.
  static func files(of report: MutationRunReport) -> [(path: String, outcomes: [MutantOutcome])] {
    let byFile = Dictionary(grouping: report.outcomes, by: \.mutant.file)
    let paths = Set(report.sources.keys).union(byFile.keys).sorted()
    return paths.map { path in
      (path, (byFile[path] ?? []).sorted { $0.mutant.id < $1.mutant.id })
    }
  }

  /// A column in UTF-16 code units from 1, as Stryker's readers index a line (JavaScript
  /// strings), from the model's column in characters: they differ after an emoji.
  private static func utf16Column(_ position: Mutant.Position, lines: [Substring]) -> Int {
    guard lines.indices.contains(position.line - 1) else { return position.column }
    let line = lines[position.line - 1]
    return line.prefix(max(position.column - 1, 0)).utf16.count + 1
  }

  private static func write(
    _ outcome: MutantOutcome,
    lines: [Substring],
    into json: inout JSONWriter
  ) {
    let mutant = outcome.mutant
    json.object { json in
      json.string("id", String(mutant.id))
      json.string("mutatorName", mutant.mutationOperator.name)
      json.string("description", mutant.mutationOperator.summary)
      json.string("replacement", mutant.replacement)
      json.object("location") { json in
        json.object("start") { json in
          json.int("line", mutant.start.line)
          json.int("column", utf16Column(mutant.start, lines: lines))
        }
        json.object("end") { json in
          json.int("line", mutant.end.line)
          json.int("column", utf16Column(mutant.end, lines: lines))
        }
      }
      json.string("status", outcome.status.rawValue)
      if !outcome.killedBy.isEmpty { json.strings("killedBy", outcome.killedBy) }
      if let milliseconds = outcome.milliseconds { json.int("duration", milliseconds) }
    }
  }
}
