import Testing
import ViperSpec

/// Attacks the promise that a step phrase is read scalar by scalar, as Cucumber's reference
/// reads it: a parameter may start or end inside a grapheme cluster, a combining mark hides no
/// quote, escape, caret or special character, and `{}` takes every character but a line feed.
@Suite struct StepPhraseUnicodeTests: PhraseValueSuite {
  let types = Dictionary(uniqueKeysWithValues: ParameterType.builtIn.map { ($0.name, $0) })

  @Test(arguments: [
    ("tone 👋{}", "tone 👋🏽", "🏽"), ("flag 🇫{}", "flag 🇫🇷", "🇷"),
    ("a{word}", "a\u{301}bc", "\u{301}bc"),
    ("press key {}\u{FE0F}\u{20E3} now", "press key 5\u{FE0F}\u{20E3} now", "5"),
  ])
  func `a parameter may start or end inside a grapheme cluster`(
    _ example: (String, String, String)
  ) throws {
    #expect(try values(example.0, example.1) == [example.2])
  }

  @Test(arguments: [
    (#""\#u{301}""#, "\u{301}"), (#""\#u{301}abc""#, "\u{301}abc"),
    (#""a\"\#u{301}b""#, "a\"\u{301}b"), (#"'\#u{200D}x'"#, "\u{200D}x"),
  ])
  func `a string keeps a combining mark after its quote or an escape`(
    _ example: (String, String)
  ) throws {
    #expect(try values("say {string}", "say \(example.0)") == [example.1])
  }

  @Test(arguments: ["a\u{2028}b", "a\u{2029}b", "a\u{85}b", "a\u{0B}b", "a\u{0C}b"])
  func `anything takes every character but a line feed, as Cucumber's reference does`(
    _ text: String
  )
    throws
  {
    #expect(try values("anything {}", "anything \(text)") == [text])
  }

  @Test func `a special character followed by a combining mark is still escaped`() throws {
    let keycap = try CucumberExpression("I press *\u{FE0F}\u{20E3}", types: types)
    let bar = try CucumberExpression("{word} p|\u{301}r", types: types)

    #expect(keycap.match("I press *\u{FE0F}\u{20E3}") == [])
    #expect(bar.match("x p and then anything else") == nil)
    #expect((try? CucumberExpression("x\\(\u{301}y", types: types)) != nil)
  }

  @Test func `a phrase starting with a caret and a combining mark is a regular expression`() {
    var steps = StepLibrary<Void> {}
    steps.given("^\u{301}abc") { _ in }

    #expect(steps.invalidDefinitions.first?.contains("starts with ^ or ends with $") == true)
  }
}
