import Foundation
import Testing
import ViperMocks
import ViperSpecCLI

/// A program mutate runs ends with its status, in its folder and environment, and a time limit
/// stops one that would run for ever, as a mutant that makes the tests hang must be.
@Suite struct ChildProcessTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "child-process")
  }

  private func shell(_ script: String, environment: [String: String] = [:]) -> ChildProcess {
    ChildProcess(
      executable: "/bin/sh",
      arguments: ["-c", script],
      environment: environment,
      folder: folder.url
    )
  }

  private var log: URL { folder.url.appendingPathComponent("output.log") }

  @Test func `the exit status and the output come back`() async throws {
    let ending = try await shell("echo out; echo err >&2; exit 3").run(limit: nil, outputFile: log)

    #expect(ending.status == 3)
    #expect(!ending.timedOut)
    #expect(ending.output == "out\nerr\n")
  }

  @Test func `a program a signal stops reads as 128 and the signal`() async throws {
    let ending = try await shell("kill -9 $$").run(limit: nil, outputFile: log)

    #expect(ending.status == 128 + 9)
    #expect(!ending.timedOut)
  }

  @Test func `it runs in its folder with its environment and nothing to read`() async throws {
    let ending = try await shell("pwd; echo \"$MUTANT\"; cat", environment: ["MUTANT": "7"])
      .run(limit: nil, outputFile: log)
    let lines = ending.output.split(separator: "\n").map(String.init)

    #expect(
      URL(fileURLWithPath: lines.first ?? "").resolvingSymlinksInPath().path
        == folder.url.resolvingSymlinksInPath().path
    )
    #expect(lines.dropFirst() == ["7"])
    #expect(ending.status == 0)
  }

  /// `tail -f /dev/null` waits for ever without sleeping; the limit stops it and the child it
  /// started, which would otherwise hold the run's output file open.
  @Test func `a program past its limit is stopped and said to have timed out`() async throws {
    let ending = try await shell("tail -f /dev/null & exec tail -f /dev/null")
      .run(limit: .milliseconds(200), outputFile: log)

    #expect(ending.timedOut)
    #expect(ending.status == 128 + 9)
  }

  @Test func `a program that cannot start is named`() async throws {
    let program = ChildProcess(
      executable: "/no/such/program",
      arguments: [],
      environment: [:],
      folder: folder.url
    )
    let ending = try await program.run(limit: nil, outputFile: log)

    #expect(ending.status == 127)
    #expect(ending.output.contains("/no/such/program"))
  }

  @Test func `an output file that cannot be written is an error, not a crash`() async {
    await #expect(throws: SpecCommandError.self) {
      try await shell("true").run(
        limit: nil,
        outputFile: folder.url.appendingPathComponent("missing/output.log")
      )
    }
  }
}
