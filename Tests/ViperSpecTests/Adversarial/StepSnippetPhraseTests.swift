import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that an undefined step's snippet is a Swift literal that compiles and a
/// phrase the library takes, whatever the step's text holds: backslashes, escaped quotes, a caret
/// first, a dollar last or control characters.
@Suite struct StepSnippetPhraseTests {
  @Test func `a snippet for a step with a backslash is a Swift literal that compiles`() {
    let snippet = StepSnippet(kind: .context, text: #"one \ slash (and brackets)"#, arguments: [])

    #expect(snippet.text.hasPrefix(#"steps.given("one \\\\ slash \\(and brackets\\)") {"#))
  }

  @Test func `a snippet reads an escaped quote as part of the quoted text`() {
    let snippet = StepSnippet(kind: .context, text: #"say "a\"b" now"#, arguments: [])

    #expect(snippet.text.hasPrefix(#"steps.given("say {string} now") {"#))
  }

  @Test(arguments: [
    "^ starts with a caret", "it costs 5 $", "^ both $", #"a \$"#, "a\tb\u{1}c\u{7F}",
  ])
  func `a snippet for a text with a caret first or a dollar last is a phrase the library takes`(
    text: String
  ) throws {
    let snippet = StepSnippet(kind: .context, text: text, arguments: [])
    // The phrase as the Swift literal holds it: backslashes doubled, control characters as
    // `\u{…}` (Swift refuses them raw in source).
    let literal = try #require(snippet.text.split(separator: "\"").dropFirst().first)
    #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    let phrase = literal.replacingOccurrences(of: #"\\"#, with: #"\"#)
      .replacingOccurrences(of: #"\u{9}"#, with: "\t")
      .replacingOccurrences(of: #"\u{1}"#, with: "\u{1}")
      .replacingOccurrences(of: #"\u{7f}"#, with: "\u{7F}")
    var steps = StepLibrary<Int> { 0 }
    if phrase.contains("{int}") {
      steps.given(String(phrase)) { (_, _: Int) in }
    } else {
      steps.given(String(phrase)) { _ in }
    }

    #expect(steps.invalidDefinitions.isEmpty)
    guard case .matched = steps.match(text) else {
      Issue.record("Expected the snippet's phrase '\(phrase)' to match '\(text)'")
      return
    }
  }
}
