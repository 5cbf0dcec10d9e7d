import Testing
import ViperSpecCLI

@Suite struct MessageEnvelopeTests {
  @Test func `writes a pickle envelope with Cucumber Messages field names`() throws {
    let text = "`@t`\n# Feature: F\n## Scenario: S\n* Given a \"quoted\" step\n  | a |\n"
    let pickle = try #require(SpecLoader.parse(text, path: "f.feature.md").pickles.first)

    let json = MessageEnvelope.pickle(pickle)

    #expect(
      json
        == #"{"pickle":{"id":"5","uri":"f.feature.md","location":{"line":3,"column":4},"name":"S","language":"en","steps":[{"id":"4","text":"a \"quoted\" step","type":"Context","astNodeIds":["1"],"argument":{"dataTable":{"rows":[{"cells":[{"value":"a"}]}]}}}],"tags":[{"name":"@t","astNodeId":"3"}],"astNodeIds":["2"]}}"#
    )
  }

  @Test func `writes a parse error envelope with the source location`() {
    let error = GherkinParseError(
      uri: "a.feature.md",
      location: GherkinLocation(line: 3, column: 1),
      message: "Expected a \"heading\"."
    )

    let json = MessageEnvelope.parseError(error)

    #expect(
      json
        == #"{"parseError":{"source":{"uri":"a.feature.md","location":{"line":3,"column":1}},"message":"(3:1): Expected a \"heading\"."}}"#
    )
  }
}
