import Foundation
import Testing
import ViperSpecCLI

/// `--since REV` mutates only the lines `git diff REV` adds or changes; every other mutant is
/// listed as ignored, and a revision Git does not know is an error, not an empty run.
@MainActor
@Suite struct SinceMutantsTests {
  private let source = """
    struct Limits {
      func check(a: Int, b: Int) -> Bool {
        let small = a < b
        let large = a > b
        return small && large
      }
    }
    """

  private func git(_ arguments: [String], in sandbox: MutantSandbox) async throws {
    let ending = try await ChildProcess(
      executable: "/usr/bin/env",
      arguments: ["git", "-c", "user.name=Spec", "-c", "user.email=spec@example.com"] + arguments,
      environment: ["PATH": "/usr/bin:/bin:/usr/local/bin", "HOME": sandbox.package.path],
      folder: URL(fileURLWithPath: sandbox.package.path)
    ).run(limit: nil, outputFile: URL(fileURLWithPath: sandbox.package.path + "/git.log"))
    #expect(ending.status == 0, "git \(arguments): \(ending.output)")
  }

  @Test func `only the changed lines are mutated, the others ignored`() async throws {
    let sandbox = try MutantSandbox(["Limits.swift": source])
    try await git(["init", "-q"], in: sandbox)
    try await git(["add", "."], in: sandbox)
    try await git(["commit", "-q", "-m", "first"], in: sandbox)
    // The change is committed too, so the diff is between two trees, not a tree and files
    // written in the same instant as the index.
    try sandbox.package.write(
      source.replacingOccurrences(of: "let large = a > b", with: "let large = a >= b"),
      to: "Sources/Shop/Limits.swift"
    )
    try await git(["commit", "-q", "-a", "-m", "second"], in: sandbox)

    let listed = await sandbox.list(["--since", "HEAD~1", "--operators", "relational-boundary"])
    let lines = listed.standardOutput.split(separator: "\n").map(String.init)

    #expect(
      lines.contains { $0.contains(".swift:4:") && !$0.hasSuffix("(ignored)") },
      "\(listed.standardOutput)\n\(listed.standardError)"
    )
    #expect(lines.contains { $0.contains(".swift:3:") && $0.hasSuffix("(ignored)") })
    #expect(listed.status == 0)
  }

  @Test func `a revision git does not know is an error`() async throws {
    let sandbox = try MutantSandbox(["Limits.swift": source])
    try await git(["init", "-q"], in: sandbox)

    let listed = await sandbox.list(["--since", "no-such-revision"])

    #expect(listed.status == 2)
    #expect(listed.standardError.contains("git diff no-such-revision failed"))
  }
}
