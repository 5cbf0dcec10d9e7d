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
      arguments: [
        "-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff",
        // The prefixes said outright: a user's diff.noprefix or diff.mnemonicPrefix changes them.
        "--src-prefix=a/", "--dst-prefix=b/", "--relative", revision, "--", ".",
      ],
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

  /// A path as a diff's `+++` line writes it: a name with a space ends in a tab, and one with a
  /// quote, a backslash or a control character is quoted with C escapes (octal for bytes).
  static func unquoted(_ path: String) -> String {
    var text = path
    if text.hasSuffix("\t") { text.removeLast() }
    guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return text }
    var bytes: [UInt8] = []
    var rest = Array(text.utf8.dropFirst().dropLast())[...]
    while let byte = rest.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = rest.popFirst() else {
        bytes.append(byte)
        continue
      }
      switch next {
      case UInt8(ascii: "n"): bytes.append(10)
      case UInt8(ascii: "t"): bytes.append(9)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(next - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let digit = rest.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit)
          else { break }
          value = value * 8 + Int(digit - UInt8(ascii: "0"))
          rest.removeFirst()
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      default: bytes.append(next)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The added or changed lines of a `git diff --unified=0`, by file.
  package static func lines(inDiff diff: String) -> [String: Set<Int>] {
    var changed: [String: Set<Int>] = [:]
    var file: String?
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("+++ ") {
        let path = unquoted(String(line.dropFirst(4)))
        file =
          path == "/dev/null" ? nil : String(path.hasPrefix("b/") ? path.dropFirst(2) : path[...])
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
