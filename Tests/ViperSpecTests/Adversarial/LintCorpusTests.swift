import Foundation
import Testing
import ViperSpec

/// Spec files written to pass while checking nothing, as a tired spec writer or someone gaming a
/// coverage gate writes them: the lint, knowing the corpus's step phrases, must reject each at
/// the line its comment under the feature heading names, and nowhere else.
///
/// Add a file to `LintCorpus` for every way found to slip past the lint.
@Suite struct LintCorpusTests {
  private static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("LintCorpus")

  private static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { $0.hasSuffix(".feature.md") }.sorted()
  }

  /// The phrases the corpus's steps use, so that its files fail only where they say.
  static let catalog: StepCatalog = {
    var steps = StepLibrary<Void> {}
    steps.given("the counter starts at {int}") { (_, _: Int) in }
    steps.when("the user taps {int} time(s)") { (_, _: Int) in }
    steps.then("the counter shows {int}") { (_, _: Int) in }
    return StepCatalog(steps)
  }()

  @Test func `the corpus is there`() {
    #expect(Self.files.count >= 17)
  }

  @Test(arguments: files)
  func `the lint rejects the file at the line it names`(name: String) throws {
    let path = Self.corpus.appendingPathComponent(name).path
    let text = try SpecLoader.readText(path)
    let expected = try #require(
      text.firstMatch(of: /lint expects line (\d+)/).flatMap { Int($0.output.1) },
      "the comment under the feature heading says which line the lint must fail"
    )

    let errors = try ScenarioSelection(paths: [path], catalog: Self.catalog).lintErrors

    #expect(errors.map(\.line) == [expected], "\(errors.map(\.description))")
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
