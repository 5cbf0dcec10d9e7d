import Foundation
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

  @Test func `writes a gherkin document envelope with descriptions, comments and blocks`() throws {
    let text = """
      # a comment
      @f
      Feature: F
        The feature's prose.
          

        Rule: R
          Scenario Outline: S <x>
            Its prose.
            Given a step
              \"\"\"json
              {}
              \"\"\"
            Examples: E
              | x |
              | 1 |
      """
    let document = try SpecLoader.parse(text, path: "f.feature").document.get()

    let json = MessageEnvelope.gherkinDocument(document)

    #expect(
      json
        == ##"{"gherkinDocument":{"uri":"f.feature","feature":{"location":{"line":3,"column":1},"tags":[{"location":{"line":2,"column":1},"name":"@f","id":"6"}],"language":"en","keyword":"Feature","name":"F","description":"  The feature's prose.","children":[{"rule":{"id":"5","location":{"line":7,"column":3},"tags":[],"keyword":"Rule","name":"R","description":"","children":[{"scenario":{"id":"4","location":{"line":8,"column":5},"tags":[],"keyword":"Scenario Outline","name":"S <x>","description":"      Its prose.","steps":[{"id":"0","location":{"line":10,"column":7},"keyword":"Given ","keywordType":"Context","text":"a step","docString":{"location":{"line":11,"column":9},"content":"{}","delimiter":"\"\"\"","mediaType":"json"}}],"examples":[{"id":"3","location":{"line":14,"column":7},"tags":[],"keyword":"Examples","name":"E","description":"","tableHeader":{"id":"1","location":{"line":15,"column":9},"cells":[{"location":{"line":15,"column":11},"value":"x"}]},"tableBody":[{"id":"2","location":{"line":16,"column":9},"cells":[{"location":{"line":16,"column":11},"value":"1"}]}]}]}}]}}]},"comments":[{"location":{"line":1,"column":1},"text":"# a comment"}]}}"##
    )
  }

  @Test func `escapes every control character and keeps every other scalar as it is`() throws {
    let controls = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined()
    let name = "q\"b\\" + controls + "\u{7F}é👋🏽\u{2028}\u{FEFF}"
    let error = GherkinParseError(
      uri: "a.feature.md",
      location: GherkinLocation(line: 1, column: 1),
      message: name
    )

    let json = MessageEnvelope.parseError(error)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let parseError = object?["parseError"] as? [String: Any]

    #expect(!json.utf8.contains { $0 < 0x20 })
    #expect(json.contains(#"\u001f"#))
    #expect(parseError?["message"] as? String == "(1:1): " + name)
  }
}
