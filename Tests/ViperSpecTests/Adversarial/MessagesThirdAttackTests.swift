import Foundation
import Testing
import ViperSpecCLI

/// The breaks a third README-only attack found in run hooks and the JUnit report (issue 39).
@Suite struct MessagesThirdAttackTests {
  @MainActor final class Nothing {}

  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "messages-third-attack")
  }

  @Test @MainActor
  func `a run hook that throws a skip says it cannot skip, and JUnit names and times it`()
    async throws
  {
    var steps = StepLibrary<Nothing> { Nothing() }
    steps.given("a step") { _ in }
    steps.afterAll(name: "Tidy") { throw SkippedStep("nothing to tidy") }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "hooks.feature.md",
      in: folder
    )
    let junit = folder.file("hooks.xml").path

    let output = await SpecCommand.run(
      [spec, "--junit", junit],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )

    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(output.status == 1)
    #expect(output.standardOutput.contains("has no scenario to skip or leave pending"))
    #expect(xml.contains(#"<testcase classname="run hooks" name="The AfterAll hook 'Tidy' at "#))
    #expect(xml.contains(#"time="0.000">"#))
  }
}
