import Foundation
import Testing
import ViperSpec
import ViperSpecCLI
import ViperSpecTesting

/// Attacks the promise that a link to a folder among the specs is followed once and never out of
/// the spec folder: `up -> ..` would read every sibling folder's scenarios a second time, and a
/// folder linked twice would run its scenarios twice.
@Suite(.timeLimit(.minutes(1))) struct FolderLinkTests {
  private let folder: TemporaryFolder
  private let specs: String

  init() throws {
    folder = try TemporaryFolder(label: "folder-links")
    specs = folder.file("Specs").path
    for name in ["Specs/login", "Specs/checkout", "Shared"] {
      let path = folder.file(name).path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      try Data("# Feature: \(name)\n## Scenario: S\n* Given a step\n".utf8)
        .write(to: URL(fileURLWithPath: path + "/spec.feature.md"))
    }
  }

  /// The path with its links resolved, as the run names a link's target.
  private func real(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }

  private func link(_ path: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
  }

  @Test @MainActor func `a link back up to a folder that holds it is named and not followed`()
    async throws
  {
    let login = specs + "/login"
    try link(login + "/uploop", to: "..")

    let output = await EmptyWorld.run([login], steps: EmptyWorld.oneStepLibrary)
    let cases = SpecSuite.scenarios(in: login, relativeTo: specs + "/Suite.swift")

    #expect(output.status == 1)
    #expect(
      output.standardError.contains(
        "\(login)/uploop:1: error: This link links back to \(real(specs)), a folder that holds it, "
          + "skipped"
      )
    )
    #expect(
      output.standardOutput.contains("1 scenario (1 passed, 0 failed, 0 pending), 1 spec error")
    )
    #expect(cases.count == 2, "login's scenario and the link's finding: \(cases)")
    #expect(cases.contains { $0.description.hasPrefix("uploop: This link links back to") })
  }

  @Test @MainActor func `a folder outside the specs linked twice is read once, the second named`()
    async throws
  {
    let shared = folder.file("Shared").path
    try link(specs + "/login/shared", to: shared)
    try link(specs + "/checkout/shared", to: shared)

    let output = await EmptyWorld.run([specs], steps: EmptyWorld.oneStepLibrary)

    #expect(
      output.standardError.contains(
        "\(specs)/login/shared:1: error: This link leads to \(real(shared)), a folder the run already "
          + "reads, skipped"
      )
    )
    #expect(
      output.standardOutput.contains("3 scenarios (3 passed, 0 failed, 0 pending), 1 spec error")
    )
  }

  @Test @MainActor func `a link to a folder inside the specs reads it once, where it really is`()
    async throws
  {
    try link(specs + "/checkout/login", to: "../login")

    let output = await EmptyWorld.run([specs, "--dry-run"], steps: EmptyWorld.oneStepLibrary)

    #expect(
      output.standardError.contains(
        "\(specs)/checkout/login:1: error: This link leads to \(real(specs))/login, a folder the run "
          + "already reads, skipped"
      )
    )
    #expect(output.standardOutput.contains("2 scenarios"))
  }
}
