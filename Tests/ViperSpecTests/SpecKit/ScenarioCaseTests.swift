import Foundation
import Testing
import ViperSpec
import ViperSpecTesting

@Suite struct ScenarioCaseTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "scenario-case")
  }

  @Test func `names each case after its feature and scenario`() {
    let cases = SpecSuite.scenarios(
      in: "Tests/ViperSpecTests/SpecKit/Fixtures",
      relativeTo: #filePath
    )

    #expect(
      cases.map(\.testDescription) == [
        "タップを数える — 一回タップすると一つ増える", "タップを数える — タップの回数だけ増える [2, 2]",
        "Counting taps — Tapping once adds one", "Counting taps — The display lists every change",
        "Counting taps — Tapping adds one per tap [3, 3]",
        "Counting taps — Tapping adds one per tap [5, 5]",
        "Counting taps — Setting values from a table", "Counting taps — Resetting the counter",
      ]
    )
  }

  @Test func `fails a folder without scenarios`() {
    let cases = SpecSuite.scenarios(in: "Sources/ViperSpecTesting", relativeTo: #filePath)

    #expect(
      cases.map(\.testDescription) == [
        "ViperSpecTesting: Expected scenarios in \(folder("Sources/ViperSpecTesting")), but found none."
      ]
    )
  }

  @Test func `fails a folder that does not exist`() {
    let cases = SpecSuite.scenarios(in: "Specs/missing", relativeTo: #filePath)

    #expect(
      cases.map(\.testDescription) == [
        "missing: Expected a spec folder at \(folder("Specs/missing")), but no such file or folder."
      ]
    )
  }

  @Test func `selects scenarios by tag expression`() {
    let cases = SpecSuite.scenarios(
      in: "Tests/ViperSpecTests/SpecKit/Fixtures",
      relativeTo: #filePath,
      tags: "@slow or @wip"
    )

    #expect(cases.count == 3)
  }

  @Test func `records a failure as an issue at the spec file and line of the step`() async throws {
    let path = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Then the counter shows 5\n",
      named: "issue.feature.md",
      in: folder
    )
    let scenario = try #require(SpecSuite.scenarios(in: path, relativeTo: #filePath).first)

    await withKnownIssue {
      await scenario.run(with: CounterWorld.steps, environment: [:])
    } matching: { issue in
      issue.sourceLocation?.filePath == path && issue.sourceLocation?.line == 3
        && issue.comments.first?.rawValue.hasPrefix("Step failed at \(path):3") == true
    }
  }

  @Test func `fails the scenario whose lines the lint finds, at the line`() async throws {
    let path = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a counter at 0\n## Scenario: T\n* Given a counter at 1\n### Examples\n",
      named: "lint.feature.md",
      in: folder
    )

    let cases = SpecSuite.scenarios(in: path, relativeTo: #filePath)

    #expect(cases.map(\.description) == ["F — S", "F — T"])
    let lintFailed = try #require(cases.last)
    await withKnownIssue {
      await lintFailed.run(with: CounterWorld.steps, environment: [:])
    } matching: { issue in
      issue.sourceLocation?.line == 6
        && issue.comments.first?.rawValue.hasPrefix(
          "\(path):6: This heading starts with 'Examples' but has no colon"
        ) == true
    }
  }

  @Test func `fails a file that has no scenarios beside files that have some`() throws {
    let good = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a counter at 0\n",
      named: "mixed.feature.md",
      in: folder
    )
    let specs = URL(fileURLWithPath: good).deletingLastPathComponent()
    let bad = specs.appendingPathComponent("typo.feature.md")
    try Data("# Feature: G\n## Scenario without a colon\n* Given a counter at 0\n".utf8)
      .write(to: bad)

    let cases = SpecSuite.scenarios(in: specs.path, relativeTo: #filePath)

    #expect(cases.count == 3)
    #expect(
      cases.filter { $0.description.hasPrefix("typo.feature.md: ") }.map(\.description) == [
        "typo.feature.md: Expected at least one scenario in this file, but it has none.",
        "typo.feature.md: This heading starts with 'Scenario' but has no colon, so it is read as prose. Write 'Scenario:' to make it Gherkin.",
      ]
    )
  }

  private func folder(_ path: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(path).path
  }

  @Test(
    arguments: SpecSuite.scenarios(
      in: "Tests/ViperSpecTests/SpecKit/Fixtures",
      relativeTo: #filePath
    )
  )
  func `runs the fixture specs as test cases`(_ scenario: ScenarioCase) async {
    var catalog = StepCatalog(CounterWorld.steps)
    catalog.add(JapaneseCounterWorld.steps)

    await scenario.run(with: catalog, environment: [:])
  }
}
