import Foundation
import Testing
import ViperSpec
import ViperSpecCLI

/// The tricky cases of Gherkin, each read by viper-spec exactly as Cucumber's own parser reads
/// it (the readings beside the cases come from the pinned gherkin-official; CI checks them
/// against the live parser too), or rejected on purpose with a message that says why.
@Suite struct GherkinCorpusTests {
  @Test func `the corpus has its cases and their readings`() {
    #expect(GherkinCorpusCase.all.count >= 25)
  }

  @Test(arguments: GherkinCorpusCase.all)
  func `reads the case as Cucumber does`(_ corpusCase: GherkinCorpusCase) throws {
    let cucumber = try corpusCase.cucumberReading()
    let (viperSpec, messages) = try reading(corpusCase)

    if let rejection = try corpusCase.deliberateRejection() {
      #expect(!cucumber.contains { $0["parseError"] != nil }, "Cucumber accepts this case")
      #expect(messages.contains { $0.contains(rejection) }, "\(messages)")
    } else {
      #expect(viperSpec == cucumber)
    }
  }

  /// viper-spec's pickles as Cucumber Messages, with the fields and URIs of Cucumber's reading,
  /// and the messages of the files it rejects.
  private func reading(
    _ corpusCase: GherkinCorpusCase
  ) throws -> (envelopes: [JSONValue], messages: [String]) {
    var nextID = 0
    var result: [JSONValue] = []
    var messages: [String] = []
    for name in try corpusCase.files() {
      let file = SpecLoader.load(
        GherkinCorpusCase.folder.appendingPathComponent(name).path,
        nextID: nextID
      )
      nextID = file.idsEnd
      let uri = JSONValue.string(name)
      switch file.document {
      case .failure(let error):
        messages.append(error.message)
        result.append(.object(["parseError": .bool(true), "uri": uri]))
      case .success:
        for pickle in file.pickles {
          guard case .object(var fields)? = try decode(MessageEnvelope.pickle(pickle))["pickle"]
          else { continue }
          fields["uri"] = uri
          result.append(.object(fields))
        }
      }
    }
    return (result, messages)
  }

  private func decode(_ line: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
  }
}
