import Foundation
import Testing
import ViperSpec
import ViperSpecCLI

/// Keeps the code the README and the DocC articles show true: each Swift and Markdown snippet
/// stands, line for line, in code that CI builds and runs (the downstream example package, the
/// reference use cases and their specs), so a snippet that drifts from the API fails here.
@Suite struct DocumentationSnippetTests {
  private static let root = PackageRoot.containing(#filePath) ?? "."

  /// The articles that teach the downstream example package, each up to an optional heading
  /// where snippets of other code begin.
  static let exampleArticles: [(path: String, endingAt: String?)] = [
    ("Sources/ViperTesting/ViperTesting.docc/UsingViperSpecInYourPackage.md", nil),
    ("Sources/ViperTesting/ViperTesting.docc/UsingViperSpecFromXCTest.md", nil),
    ("Sources/ViperSpec/ViperSpec.docc/WritingSpecs.md", nil),
    (
      "Sources/ViperSpec/ViperSpec.docc/StepLibrariesAndParameterTypes.md",
      "## Custom parameter types"
    ),
    ("Mocks/ViperMocks/ViperMocks.docc/TimeAndClocks.md", "## Settling"),
  ]

  @Test(arguments: exampleArticles.map(\.path))
  func `an article about the example package shows only the example's code`(path: String) throws {
    let article = try String(contentsOfFile: "\(Self.root)/\(path)", encoding: .utf8)
    let ending = Self.exampleArticles.first { $0.path == path }?.endingAt
    let example = try Self.sources(in: ["Tests/DownstreamExample"])

    let snippets = Self.snippets(in: article, skipping: nil, endingAt: ending)

    #expect(!snippets.isEmpty)
    for snippet in snippets {
      #expect(
        example.contains { $0.contains(Self.unindented(snippet)) },
        "This snippet of \(path) is not in Tests/DownstreamExample; copy it from there:\n\(snippet)"
      )
    }
  }

  @Test func `the README shows only code that CI builds and runs`() throws {
    let readme = try String(contentsOfFile: "\(Self.root)/README.md", encoding: .utf8)
    let code = try Self.sources(in: [
      "Tests/DownstreamExample", "Tests/TodosTests", "Mocks", "Specs",
    ])

    // The dependency line names a URL no build here can reach; every other snippet is real.
    let snippets = Self.snippets(
      in: readme,
      skipping: "## Add ViperSpec to your package",
      endingAt: nil
    )

    #expect(snippets.count >= 4)
    for snippet in snippets {
      #expect(
        code.contains { $0.contains(Self.unindented(snippet)) },
        "This README snippet is in no example, test, mock or spec; copy it from one:\n\(snippet)"
      )
    }
  }

  @Test @MainActor func `the living documentation's count is the specs' own`() async throws {
    let readme = try String(contentsOfFile: "\(Self.root)/README.md", encoding: .utf8)
    let pickles = await SpecCommand.run(
      ["pickles", "\(Self.root)/Specs"],
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

  @Test func `the README stays a guide of at most 300 lines`() throws {
    let readme = try String(contentsOfFile: "\(Self.root)/README.md", encoding: .utf8)

    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count

    #expect(lines <= 300, "The README has \(lines) lines; move reference text into a DocC article.")
  }

  @Test func `every article the README links to exists`() throws {
    let readme = try String(contentsOfFile: "\(Self.root)/README.md", encoding: .utf8)
    let links = readme.matches(of: /\]\(([^)#:]+\.md)\)/).map { String($0.output.1) }

    #expect(links.count >= 20)
    for link in links {
      #expect(
        FileManager.default.fileExists(atPath: "\(Self.root)/\(link)"),
        "The README links to \(link), which does not exist."
      )
    }
  }

  /// Returns the bodies of the ```swift and ````markdown blocks (of any fence length) in a text,
  /// leaving out one `##` section and what follows an ending heading.
  private static func snippets(
    in text: String,
    skipping skipped: String?,
    endingAt ending: String?
  ) -> [String] {
    var snippets: [String] = []
    var inSkippedSection = false
    var body: [Substring]?
    var fence = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if var lines = body {
        if line == fence {
          snippets.append(lines.joined(separator: "\n"))
          body = nil
        } else {
          lines.append(line)
          body = lines
        }
      } else if let ending, line == ending {
        break
      } else if line.hasPrefix("## ") {
        inSkippedSection = skipped.map { line == $0 } ?? false
      } else if !inSkippedSection, line.hasPrefix("```"),
        line.hasSuffix("`swift") || line.hasSuffix("`markdown")
      {
        fence = String(line.prefix { $0 == "`" })
        body = []
      }
    }
    return snippets
  }

  /// Returns a text with each line's leading spaces removed, so that a snippet shown at the left
  /// margin matches the same lines indented inside a type or a function.
  private static func unindented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.drop { $0 == " " } }
      .joined(separator: "\n")
  }

  /// Returns the Swift and Markdown files under folders of the repository, each unindented.
  private static func sources(in folders: [String]) throws -> [String] {
    try folders.flatMap { folder in
      let path = "\(root)/\(folder)"
      let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
      return try files.filter {
        !$0.hasPrefix(".build") && ($0.hasSuffix(".swift") || $0.hasSuffix(".md"))
      }
      .map { unindented(try String(contentsOfFile: "\(path)/\($0)", encoding: .utf8)) }
    }
  }
}
