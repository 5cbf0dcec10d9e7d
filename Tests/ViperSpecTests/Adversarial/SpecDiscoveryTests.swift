import Foundation
import Testing
import ViperSpecCLI

/// Attacks the promise that a folder of specs is read for its specs alone: through a symbolic
/// link, once around a link loop, and never taking a report saved among them for a misnamed
/// spec.
@Suite struct SpecDiscoveryTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "spec-discovery")
  }

  @Test @MainActor func `a Markdown report saved among the specs is not taken for a misnamed spec`()
    async throws
  {
    var steps = StepLibrary<World> { World() }
    steps.given("a step") { _ in }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "report-folder.feature.md",
      in: folder
    )
    let specFolder = URL(fileURLWithPath: spec).deletingLastPathComponent().path
    let report = specFolder + "/report.md"

    let first = await SpecCommand.run(
      [specFolder, "--markdown", report],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
    let second = await SpecCommand.run(
      [specFolder],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )

    #expect(first.status == 0)
    #expect(second.status == 0)
  }

  @Test @MainActor
  func `a spec folder reached through a symbolic link is read, and a link loop once, named`()
    async throws
  {
    let real = folder.file("real")
    let nested = real.appendingPathComponent("nested")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try Data("# Feature: F\n## Scenario: S\n* Given a step\n".utf8)
      .write(to: nested.appendingPathComponent("s.feature.md"))
    let linked = folder.file("linked").path
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: real.path)
    // A link back up: read once, not forever, and named.
    try FileManager.default.createSymbolicLink(
      atPath: nested.appendingPathComponent("loop").path,
      withDestinationPath: real.path
    )

    let output = await EmptyWorld.run([linked], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 1)
    #expect(output.standardError.contains("\(linked)/nested/loop:1: error: This link links back"))
    #expect(
      output.standardOutput.contains("1 scenario (1 passed, 0 failed, 0 pending), 1 spec error")
    )
  }
}
