import Foundation
import Testing
import ViperSpec

/// One case of the Gherkin corpus: a spec file, or a folder of spec files read as one stream,
/// with Cucumber's reading beside it (written by `.ci/generate-gherkin-corpus.py`).
struct GherkinCorpusCase: CustomTestStringConvertible, Sendable {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("GherkinCorpus")

  /// Every case, by name.
  static var all: [GherkinCorpusCase] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      SpecLoader.isSpec(name) || !name.contains(".")
    }.sorted().map(GherkinCorpusCase.init)
  }

  /// The file or folder name within the corpus.
  let name: String

  var testDescription: String { name }

  /// The spec files, as paths relative to the corpus, in the order they are read.
  func files() throws -> [String] {
    let url = Self.folder.appendingPathComponent(name)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return [name] }
    return try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter(SpecLoader.isSpec).sorted().map { "\(name)/\($0)" }
  }

  /// Cucumber's reading: per file, its pickles, or `{"parseError": true}`, each with its URI.
  func cucumberReading() throws -> [JSONValue] {
    try lines(of: name + ".cucumber.ndjson")
  }

  /// The start of the message with which viper-spec rejects this case on purpose where Cucumber
  /// accepts it, or nil when viper-spec must read the case as Cucumber does.
  func deliberateRejection() throws -> String? {
    let url = Self.folder.appendingPathComponent(name + ".rejected-on-purpose.txt")
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .newlines)
  }

  private func lines(of file: String) throws -> [JSONValue] {
    let text = try SpecLoader.readText(Self.folder.appendingPathComponent(file).path)
    return try text.split(separator: "\n").map { line in
      try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
    }
  }
}
