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
}
