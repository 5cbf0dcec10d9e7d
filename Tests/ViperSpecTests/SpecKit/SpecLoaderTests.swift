import Foundation
import Testing
import ViperSpec

@Suite struct SpecLoaderTests {
  @Test func `finds spec files in a folder recursively, sorted`() throws {
    let files = try SpecLoader.files(in: [Fixture.folder.path])

    #expect(
      files.map { $0.split(separator: "/").last.map(String.init) ?? "" } == [
        "counter-ja.feature", "counter.feature.md",
      ]
    )
  }

  @Test func `rejects a path that does not exist`() {
    #expect(throws: SpecLoadError(path: "nowhere", message: "No such file or folder.")) {
      try SpecLoader.files(in: ["nowhere"])
    }
  }

  @Test func `keeps the parse error of a malformed file`() {
    let file = SpecLoader.parse("# Feature: A\n`@tag`\n", path: "bad.feature.md")

    guard case .failure(let error) = file.document else {
      Issue.record("Expected a parse error")
      return
    }
    #expect(
      error.description
        == "bad.feature.md:3: error: Expected a heading after the tags on line 2, but the file ended."
    )
    #expect(file.pickles.isEmpty)
  }

  @Test func `reads a byte-order mark as Cucumber does: part of the first line, which it rejects`()
    throws
  {
    let folder = try TemporaryFolder()
    let path = try TemporarySpec.write(
      "\u{FEFF}Feature: A\n  Scenario: S\n    Given a\n",
      named: "bom.feature",
      in: folder
    )

    let file = SpecLoader.load(path)

    guard case .failure(let error) = file.document else {
      Issue.record("Expected a parse error, as Cucumber's parser rejects the file")
      return
    }
    #expect(error.location.line == 1)
    #expect(error.description.contains("byte-order mark (U+FEFF)"))
  }

  @Test func `rejects a file that is not UTF-8, saying so`() throws {
    let folder = try TemporaryFolder()
    let path = try TemporarySpec.write("", named: "latin1.feature", in: folder)
    try Data([0x46, 0x65, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))

    let file = SpecLoader.load(path)

    guard case .failure(let error) = file.document else {
      Issue.record("Expected a read error")
      return
    }
    #expect(
      error.description
        == "\(path):1: error: The file is not valid UTF-8 text: line 1, column 3 holds bytes "
        + "that are not UTF-8. To fix, save the file as UTF-8."
    )
  }

  @Test func `rejects an outline column that Cucumber would read as a regular expression`() {
    let text = """
      Feature: F
        Scenario Outline: O
          Given a <total (€)> and <n>
          Examples:
            | total (€) | n |
            | 3         | 1 |

      """

    let file = SpecLoader.parse(text, path: "pattern.feature", nextID: 10)

    guard case .failure(let error) = file.document else {
      Issue.record("Expected the column name to be rejected")
      return
    }
    #expect(error.location == GherkinLocation(line: 5, column: 9))
    #expect(error.message.contains("'<total (€)>'"))
    #expect(error.message.contains("regular expression"))
    #expect(file.pickles.isEmpty)
    // Cucumber accepts the file, so the next file's IDs start after the pickle it compiles.
    let accepted = SpecLoader.parse(
      text.replacingOccurrences(of: "total (€)", with: "total"),
      path: "plain.feature",
      nextID: 10
    )
    #expect(accepted.pickles.count == 1)
    #expect(file.idsEnd == accepted.idsEnd)
  }
}
