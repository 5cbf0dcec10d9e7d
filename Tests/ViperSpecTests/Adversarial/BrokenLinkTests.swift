import Foundation
import Testing
import ViperSpec
import ViperSpecCLI
import ViperSpecTesting

/// Attacks the promise that no path among the specs is skipped without a word: a link that
/// loops (to itself, or through another link) or leads to nothing holds no spec, and one meant to
/// reach a spec would leave it unchecked while the run stays green.
@Suite(.timeLimit(.minutes(1))) struct BrokenLinkTests {
  private let folder: TemporaryFolder
  private let specs: String

  init() throws {
    folder = try TemporaryFolder(label: "broken-links")
    specs = folder.file("Specs").path
    try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
    try Data("# Feature: F\n## Scenario: S\n* Given a step\n".utf8)
      .write(to: URL(fileURLWithPath: specs + "/real.feature.md"))
  }

  private func link(_ name: String, to target: String) throws -> String {
    let path = specs + "/" + name
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    return path
  }

  /// The shapes: each link's name, where it points, and what the run calls it.
  private static let shapes = [
    (name: "self.feature.md", target: "self.feature.md", kind: "a link that loops"),
    (name: "a.feature.md", target: "b.feature.md", kind: "a link that loops"),
    (
      name: "gone.feature.md", target: "missing.feature.md",
      kind: "a link to nothing: missing.feature.md"
    ),
  ]

  private func makeShapes() throws -> [String] {
    let paths = try Self.shapes.map { try link($0.name, to: $0.target) }
    _ = try link("b.feature.md", to: "a.feature.md")
    return paths
  }

  @Test @MainActor func `a link that loops or leads to nothing in a spec folder is named`()
    async throws
  {
    let paths = try makeShapes()

    let output = await EmptyWorld.run([specs], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 1)
    for (path, shape) in zip(paths, Self.shapes) {
      #expect(output.standardError.contains("\(path):1: error: It is \(shape.kind), not a file"))
    }
    #expect(
      output.standardError.contains("\(specs)/b.feature.md:1: error: It is a link that loops")
    )
    #expect(
      output.standardOutput.contains("1 scenario (1 passed, 0 failed, 0 pending), 4 spec errors")
    )
  }

  @Test func `a spec suite names each of them as the command line does`() throws {
    _ = try makeShapes()

    let cases = SpecSuite.scenarios(in: specs, relativeTo: specs + "/Suite.swift")

    #expect(
      cases.map(\.description).filter { $0.contains(": It is a link") }.sorted() == [
        "a.feature.md: It is a link that loops, not a file: the run cannot read a spec through "
          + "it. To fix, point the link at a spec file or folder, or remove it.",
        "b.feature.md: It is a link that loops, not a file: the run cannot read a spec through "
          + "it. To fix, point the link at a spec file or folder, or remove it.",
        "gone.feature.md: It is a link to nothing: missing.feature.md, not a file: the run cannot "
          + "read a spec through it. To fix, point the link at a spec file or folder, or remove it.",
        "self.feature.md: It is a link that loops, not a file: the run cannot read a spec through "
          + "it. To fix, point the link at a spec file or folder, or remove it.",
      ]
    )
    #expect(cases.count == 5)
  }

  @Test(arguments: shapes.map(\.name))
  @MainActor func `a broken link given as the spec to run is refused with what is wrong`(
    name: String
  ) async throws {
    _ = try makeShapes()
    let kind = try #require(Self.shapes.first { $0.name == name }).kind

    let output = await EmptyWorld.run([specs + "/" + name], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 2)
    #expect(output.standardError.contains("\(specs)/\(name): It is \(kind), not a file"))
    #expect(!output.standardError.contains("No such file or folder"))
  }
}
