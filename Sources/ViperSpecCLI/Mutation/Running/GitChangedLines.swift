import Foundation

/// The lines `git diff` says changed since a revision, by file relative to the package's root:
/// what `--since` mutates, so that a pull request's run mutates its own lines only.
package enum GitChangedLines {
  /// Reads the changed lines.
  ///
  /// - Parameters:
  ///   - revision: The revision, such as `origin/main`.
  ///   - root: The package's root, inside a Git work tree.
  ///   - environment: The environment `git` runs in.
  /// - Returns: The changed lines of each file, from 1.
  /// - Throws: A `SpecCommandError` when Git is missing or does not know the revision.
  static func read(
    since revision: String,
    in root: URL,
    environment: [String: String]
  ) async throws(SpecCommandError) -> [String: Set<Int>] {
    guard let git = ChildProcess.find("git", in: environment) else {
      throw SpecCommandError("--since needs git on the PATH.")
    }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "viper-spec-mutate-diff-\(ProcessInfo.processInfo.processIdentifier).txt"
      )
    defer { try? FileManager.default.removeItem(at: output) }
    let diff = try await ChildProcess(
      executable: git,
      arguments: ["diff", "--unified=0", "--no-color", "--relative", revision, "--", "."],
      environment: environment,
      folder: root
    ).run(limit: nil, outputFile: output)
    guard diff.status == 0 else {
      throw SpecCommandError(
        "git diff \(revision) failed: "
          + (diff.output.split(separator: "\n").first.map(String.init) ?? "no output")
      )
    }
    return lines(inDiff: diff.output)
  }

  /// The added or changed lines of a `git diff --unified=0`, by file.
  package static func lines(inDiff diff: String) -> [String: Set<Int>] {
    var changed: [String: Set<Int>] = [:]
    var file: String?
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("+++ ") {
        let path = line.dropFirst(4)
        file = path == "/dev/null" ? nil : String(path.hasPrefix("b/") ? path.dropFirst(2) : path)
      } else if let file,
        let match = line.firstMatch(of: /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/),
        let start = Int(match.1)
      {
        let count = match.2.flatMap { Int($0) } ?? 1
        if count > 0 { changed[file, default: []].formUnion(start..<start + count) }
      }
    }
    return changed
  }
}
