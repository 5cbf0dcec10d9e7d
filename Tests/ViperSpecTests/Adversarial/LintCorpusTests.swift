import Foundation
import Testing
import ViperSpec

/// Spec files written to pass while checking nothing, as a tired spec writer or someone gaming a
/// coverage gate writes them: the lint must reject each, at the line its first comment names.
///
/// Add a file to `LintCorpus` for every way found to slip past the lint.
@Suite struct LintCorpusTests {
  private static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("LintCorpus")

  private static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { $0.hasSuffix(".feature.md") }.sorted()
  }

  @Test func `the corpus is there`() {
    #expect(Self.files.count >= 7)
  }

  @Test(arguments: files)
  func `the lint rejects the file at the line it names`(name: String) throws {
    let path = Self.corpus.appendingPathComponent(name).path
    let text = try SpecLoader.readText(path)
    let expected = try #require(
      text.firstMatch(of: /lint expects line (\d+)/).flatMap { Int($0.output.1) },
      "the file's first line says which line the lint must fail"
    )

    let errors = try SpecRun(paths: [path]).lintErrors

    #expect(errors.map(\.line).contains(expected), "\(errors.map(\.description))")
  }

  @Test func `a @wip tag keeps examples without rows and a rule without scenarios`() {
    let text = """
      # Feature: Counting

      ## Scenario Outline: Tapping <times> times

      * When the user taps <times> time

      `@wip`
      ### Examples:

      | times |

      `@wip`
      ## Rule: The counter never goes below zero
      """
    let file = SpecLoader.parse(text, path: "wip.feature.md")

    guard case .success = file.document else { return #expect(Bool(false), "parses") }
    #expect(file.pickles.isEmpty)
    #expect(file.lintErrors == [])
  }
}
