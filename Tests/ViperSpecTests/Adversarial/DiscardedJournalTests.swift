import Foundation
import Testing
import ViperSpec

/// Attacks the promise that no test throws its journal's entries away without a word: each
/// `skipUnassertedEntries()` and each `Journal(exhaustive: false)` in the repository's tests,
/// the example package's included, has a comment on its line or just above saying why.
@Suite struct DiscardedJournalTests {
  private static let root = PackageRoot.containing(#filePath) ?? "."

  @Test func `every journal a test stops checking says why`() throws {
    var unexplained: [String] = []
    var found = 0
    let files = Self.swiftFiles(under: "\(Self.root)/Tests")
    for file in files {
      let text = try String(contentsOfFile: "\(Self.root)/Tests/\(file)", encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        // Outside string literals: a generated mock's expected text names them too.
        guard
          let match = line.range(of: "skipUnassertedEntries()")
            ?? line.range(of: "exhaustive: false"),
          !line[..<match.lowerBound].contains("\"")
        else { continue }
        found += 1
        let above = index > 0 ? lines[index - 1].trimmingPrefix(while: \.isWhitespace) : ""
        guard !line.contains("//"), !above.hasPrefix("//") else { continue }
        unexplained.append("Tests/\(file):\(index + 1)")
      }
    }

    #expect(found > 20)
    #expect(
      unexplained.isEmpty,
      "Say in a comment why these tests stop checking their journal:\n\(unexplained.sorted().joined(separator: "\n"))"
    )
  }

  /// The Swift files under a folder, relative to it, never looking inside a build folder.
  private static func swiftFiles(under folder: String) -> [String] {
    let base = URL(fileURLWithPath: folder)
    guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [String] = []
    for case let url as URL in walk {
      if url.lastPathComponent.hasPrefix(".build") {
        walk.skipDescendants()
      } else if url.pathExtension == "swift" {
        files.append(String(url.path.dropFirst(base.path.count + 1)))
      }
    }
    return files
  }
}
