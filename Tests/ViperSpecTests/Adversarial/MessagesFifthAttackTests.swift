import Foundation
import Testing
import ViperSpecCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The breaks a fifth README-only attack found in report paths, shards, the stream and the
/// suggestions (issue 39).
@Suite struct MessagesFifthAttackTests {
  @MainActor final class Nothing {}

  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "messages-fifth-attack")
  }

  @MainActor
  private func run(_ arguments: [String], steps: StepLibrary<Nothing>) async -> SpecCommandOutput {
    await SpecCommand.run(
      arguments,
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
  }

  private static var plainSteps: StepLibrary<Nothing> {
    var steps = StepLibrary<Nothing> { Nothing() }
    steps.given("a step") { _ in }
    return steps
  }

  private func spec() throws -> String {
    try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "plain.feature.md",
      in: folder
    )
  }

  @Test(arguments: ["--junit", "--markdown", "--messages"])
  @MainActor
  func `a report written to a symbolic link goes into its target, and the link stays`(
    option: String
  ) async throws {
    let target = folder.file("target-\(option.dropFirst(2))").path
    let link = folder.file("link-\(option.dropFirst(2))").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

    let output = await run([try spec(), option, link], steps: Self.plainSteps)

    let attributes = try FileManager.default.attributesOfItem(atPath: link)
    let written = try String(contentsOfFile: target, encoding: .utf8)
    #expect(output.status == 0)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(written.count > 100)
  }

  @Test(arguments: ["--junit", "--messages"])
  @MainActor
  func `a report written to a named pipe goes to its reader, and the pipe stays`(
    option: String
  ) async throws {
    let pipe = folder.file("pipe-\(option.dropFirst(2))").path
    #expect(mkfifo(pipe, 0o600) == 0)
    // A reader, as a shell's `cat pipe` would be, and a second writer held open until the run
    // ends: the reader sees the end then, whatever the run did, so the test cannot hang.
    let reader = open(pipe, O_RDONLY | O_NONBLOCK)
    let keeper = open(pipe, O_WRONLY | O_NONBLOCK)
    _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
    let read = Task.detached {
      await withCheckedContinuation { (done: CheckedContinuation<Data, Never>) in
        Thread.detachNewThread {
          let data = FileHandle(fileDescriptor: reader, closeOnDealloc: true).readDataToEndOfFile()
          done.resume(returning: data)
        }
      }
    }

    let output = await run([try spec(), option, pipe], steps: Self.plainSteps)
    close(keeper)

    let data = await read.value
    let attributes = try FileManager.default.attributesOfItem(atPath: pipe)
    #expect(output.status == 0)
    #expect(attributes[.type] as? FileAttributeType != .typeRegular)
    #expect(data.count > 100)
  }

  @Test @MainActor func `a messages file removed during the run fails the run, saying so`()
    async throws
  {
    let messages = folder.file("gone.ndjson").path
    var steps = StepLibrary<Nothing> { Nothing() }
    steps.given("a step") { _ in try FileManager.default.removeItem(atPath: messages) }

    let output = await run([try spec(), "--messages", messages], steps: steps)

    #expect(output.status == 2)
    #expect(output.standardError.contains("was removed or replaced while the run wrote it"))
  }
}
