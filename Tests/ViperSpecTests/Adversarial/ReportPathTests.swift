import Foundation
import Testing
import ViperSpecCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Attacks the promise that a report goes where its path says and nowhere else: into a symbolic
/// link's target or a named pipe's reader, never over a spec the run reads, another report, a
/// folder, a file named `-` or standard output; and that a report that cannot be written, or is
/// removed while the run writes it, fails the run with a sentence saying why.
@Suite struct ReportPathTests: SpecRunSuite {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "report-path")
  }

  @Test(arguments: [
    (["--messages", "same.out", "--junit", "same.out"], "the same file"),
    (["--junit", "a.xml", "--junit", "b.xml"], "given twice"),
    (["--junit", "-"], "'-' is none"),
    (["--markdown", "-"], "'-' is none"),
    (["--html", "-"], "'-' is none"),
    (["--html", "same.out", "--markdown", "same.out"], "the same file"),
  ])
  @MainActor func `reports never overwrite each other or a file named -`(
    _ example: ([String], String)
  ) async throws {
    let output = try await run(Self.oneStep, example.0)

    #expect(output.status == 2)
    #expect(output.standardError.contains(example.1))
  }

  @Test @MainActor func `a report never overwrites a spec the run reads, nor takes a folder`()
    async throws
  {
    var steps = StepLibrary<World> { World() }
    steps.given("a step") { _ in }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "kept.feature.md",
      in: folder
    )

    let onSpec = await SpecCommand.run(
      [spec, "--junit", spec],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )
    let onFolder = await SpecCommand.run(
      [spec, "--messages", folder.url.path],
      catalog: StepCatalog(steps),
      environment: [:],
      defaultPaths: []
    )

    #expect(onSpec.status == 2)
    #expect(onSpec.standardError.contains("is a spec this run reads"))
    #expect(try String(contentsOfFile: spec, encoding: .utf8).hasPrefix("# Feature: F"))
    #expect(onFolder.status == 2)
    #expect(onFolder.standardError.contains("is a folder"))
  }

  @Test @MainActor func `a report that cannot be written says why in sentences that end once`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "report.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run(
      [spec, "--junit", folder.file("missing/report.xml").path],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("Could not write"))
    #expect(!output.standardError.contains(".."))
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

    let output = await EmptyWorld.run([try spec(), option, link], steps: EmptyWorld.oneStepLibrary)

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

    let output = await EmptyWorld.run([try spec(), option, pipe], steps: EmptyWorld.oneStepLibrary)
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
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step") { _ in try FileManager.default.removeItem(atPath: messages) }

    let output = await EmptyWorld.run([try spec(), "--messages", messages], steps: steps)

    #expect(output.status == 2)
    #expect(output.standardError.contains("was removed or replaced while the run wrote it"))
  }

  @Test(arguments: ["--junit", "--messages"])
  @MainActor
  func `a report through a symbolic link to a spec is refused and the spec kept`(
    option: String
  )
    async throws
  {
    let spec = try spec()
    let link = folder.file("report-\(option.dropFirst(2)).out").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: spec)

    let output = await EmptyWorld.run([spec, option, link], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 2)
    #expect(output.standardError.contains("is a spec this run reads"))
    #expect(try String(contentsOfFile: spec, encoding: .utf8).hasPrefix("# Feature: F"))
  }

  @Test @MainActor func `two reports into one file through a symbolic link are refused`()
    async throws
  {
    let target = folder.file("target.out").path
    let link = folder.file("link.out").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

    let output = await EmptyWorld.run(
      [try spec(), "--junit", target, "--markdown", link],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("Two reports would be written to the same file"))
  }

  @Test(arguments: ["--junit", "--markdown", "--messages"])
  @MainActor
  func `a report to standard output is refused, as the documentation or stream goes there`(
    option: String
  ) async throws {
    let output = await EmptyWorld.run(
      [try spec(), "--messages", "-", option == "--messages" ? "--junit" : option, "/dev/stdout"],
      steps: EmptyWorld.oneStepLibrary
    )
    let alone = await EmptyWorld.run(
      [try spec(), option, "/dev/fd/1"],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("is standard output"))
    #expect(alone.status == 2)
    #expect(alone.standardError.contains("is standard output"))
  }
}
