import Foundation
import Testing
import ViperSpec
import ViperSpecCLI

/// Keeps the README's "Use ViperSpec in your package" section true: every Swift and Markdown
/// snippet in it must stand, verbatim, in the downstream example package that CI builds and runs.
@Suite struct ReadmeTests {
  private let root = PackageRoot.containing(#filePath) ?? "."

  @Test func `shows only code that the downstream example package holds`() throws {
    let readme = try String(contentsOfFile: "\(root)/README.md", encoding: .utf8)
    let example = try Self.sources(in: "\(root)/Tests/DownstreamExample")

    let snippets = Self.snippets(under: "## Use ViperSpec in your package", in: readme)

    #expect(snippets.count >= 6)
    for snippet in snippets {
      #expect(
        example.contains { $0.contains(snippet) },
        "This README snippet is not in Tests/DownstreamExample; copy it from there:\n\(snippet)"
      )
    }
  }

  @Test @MainActor func `the living documentation's count is the specs' own`() async throws {
    let readme = try String(contentsOfFile: "\(root)/README.md", encoding: .utf8)
    let pickles = await SpecCommand.run(
      ["pickles", "\(root)/Specs"],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
    let count = pickles.standardOutput.split(separator: "\n").count { $0.hasPrefix(#"{"pickle""#) }

    #expect(count > 0)
    #expect(
      readme.contains("\n\(count) scenarios (\(count) passed, 0 failed, 0 pending)\n"),
      "The README's run of swift run viper-spec should end with \(count) scenarios."
    )
  }

  /// Returns the bodies of the ```swift and ````markdown blocks under a `##` heading.
  private static func snippets(under heading: String, in readme: String) -> [String] {
    var snippets: [String] = []
    var inSection = false
    var body: [Substring]?
    var fence = ""
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if var lines = body {
        if line == fence {
          snippets.append(lines.joined(separator: "\n"))
          body = nil
        } else {
          lines.append(line)
          body = lines
        }
      } else if line.hasPrefix("## ") {
        inSection = line == heading
      } else if inSection, line == "```swift" || line == "````markdown" {
        fence = String(line.prefix { $0 == "`" })
        body = []
      }
    }
    return snippets
  }

  private static func sources(in folder: String) throws -> [String] {
    let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    return try files.filter {
      !$0.hasPrefix(".build") && ($0.hasSuffix(".swift") || $0.hasSuffix(".md"))
    }
    .map { try String(contentsOfFile: "\(folder)/\($0)", encoding: .utf8) }
  }
}
