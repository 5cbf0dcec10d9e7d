import Foundation
import Testing
import ViperSpec
import ViperSpecCLI
import ViperSpecTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Attacks the promise that a special file among the specs (a named pipe, a device) is named and
/// never opened: reading a pipe nobody writes to waits for ever, and a device such as
/// `/dev/zero` never ends, so one opened by mistake would hang the run, not fail it.
@Suite(.timeLimit(.minutes(1))) struct SpecialFileTests {
  private let folder: TemporaryFolder
  private let specs: String

  init() throws {
    folder = try TemporaryFolder(label: "special-files")
    specs = folder.file("Specs").path
    try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
    try Data("# Feature: F\n## Scenario: S\n* Given a step\n".utf8)
      .write(to: URL(fileURLWithPath: specs + "/real.feature.md"))
  }

  private func pipe(_ relativePath: String) throws -> String {
    let path = specs + "/" + relativePath
    try FileManager.default.createDirectory(
      atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
      withIntermediateDirectories: true
    )
    try #require(mkfifo(path, 0o600) == 0, "mkfifo failed with errno \(errno)")
    return path
  }

  @Test(arguments: ["pipe.feature.md", "notes.md", "nested/deeper/pipe.feature", "Pipe"])
  @MainActor func `a named pipe in a spec folder is named, unopened, and fails the run`(
    name: String
  ) async throws {
    let path = try pipe(name)

    let output = await EmptyWorld.run([specs], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 1)
    #expect(output.standardError.contains("\(path):1: error: It is a named pipe, not a file"))
    #expect(
      output.standardOutput.contains("1 scenario (1 passed, 0 failed, 0 pending), 1 spec error")
    )
  }

  @Test @MainActor func `a file larger than any spec is named and never read whole`() async throws {
    let path = specs + "/huge.feature.md"
    try #require(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    // Sparse: the size without the bytes, so the test costs no disk.
    try handle.truncate(atOffset: UInt64(SpecLoader.largestSpec) + 1)
    try handle.close()

    let output = await EmptyWorld.run([specs], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status != 0)
    #expect(output.standardError.contains("\(path)"))
    #expect(output.standardError.contains("MB, larger than a spec can be (64 MB at most)"))
  }

  @Test @MainActor func `a link to a device that never ends is named as the device`() async throws {
    let path = specs + "/zero.feature.md"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")

    let output = await EmptyWorld.run([specs], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 1)
    #expect(output.standardError.contains("\(path):1: error: It is a character device, not a file"))
  }

  @Test @MainActor func `a named pipe given as the spec to run is refused at once`() async throws {
    let path = try pipe("given.feature.md")

    let output = await EmptyWorld.run([path], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 2)
    #expect(
      output.standardError.contains("It is a named pipe, not a file: the run did not open it")
    )
    #expect(output.standardError.contains("To fix, move it out of the spec folders."))
  }

  @Test @MainActor func `dry runs, pickles and spec suites name the pipe too`() async throws {
    let path = try pipe("pipe.feature.md")

    let dryRun = await EmptyWorld.run([specs, "--dry-run"], steps: EmptyWorld.oneStepLibrary)
    let pickles = await EmptyWorld.run(["pickles", path], steps: EmptyWorld.oneStepLibrary)
    let cases = SpecSuite.scenarios(in: specs, relativeTo: specs + "/Suite.swift")

    #expect(dryRun.standardError.contains("\(path):1: error: It is a named pipe"))
    #expect(pickles.status == 2)
    #expect(cases.count == 2, "the real scenario and the pipe's finding: \(cases)")
  }

  @Test @MainActor func `a link to a pipe through the descriptor table is named, never read`()
    async throws
  {
    let ends = try #require(openPipe(), "pipe failed with errno \(errno)")
    defer {
      close(ends.read)
      close(ends.write)
    }
    // `/dev/stdin` is this shape: a link to `/proc/self/fd/0`, whose own target reads
    // `pipe:[123]` and resolves to no path, while opening it reads the pipe, which nobody writes.
    let path = specs + "/stdin.feature.md"
    try FileManager.default.createSymbolicLink(
      atPath: path,
      withDestinationPath: "/dev/fd/\(ends.read)"
    )

    let output = await EmptyWorld.run([specs], steps: EmptyWorld.oneStepLibrary)
    let given = await EmptyWorld.run([path], steps: EmptyWorld.oneStepLibrary)
    let cases = SpecSuite.scenarios(in: specs, relativeTo: specs + "/Suite.swift")

    #expect(output.status == 1)
    #expect(output.standardError.contains("\(path):1: error: It is a named pipe, not a file"))
    #expect(given.status == 2)
    #expect(given.standardError.contains("It is a named pipe, not a file"))
    #expect(
      cases.map(\.description).contains(
        "stdin.feature.md: It is a named pipe, not a file: "
          + "the run did not open it, since reading one can wait for ever. Specs are read from regular "
          + "files. To fix, move it out of the spec folders."
      )
    )
  }

  @Test @MainActor func `a spec suite names a linked device as the command line does`()
    async throws
  {
    let lone = folder.file("Lone").path
    try FileManager.default.createDirectory(atPath: lone, withIntermediateDirectories: true)
    let path = lone + "/null.feature.md"
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")

    let output = await EmptyWorld.run([lone], steps: EmptyWorld.oneStepLibrary)
    let cases = SpecSuite.scenarios(in: lone, relativeTo: lone + "/Suite.swift")

    #expect(output.standardError.contains("\(path):1: error: It is a character device, not a file"))
    #expect(cases.count == 1)
    #expect(cases.first?.description.hasPrefix("null.feature.md: It is a character device") == true)
  }
}

/// Opens a pipe that nobody writes to, returning its two ends.
private func openPipe() -> (read: Int32, write: Int32)? {
  var ends: [Int32] = [0, 0]
  return pipe(&ends) == 0 ? (ends[0], ends[1]) : nil
}
