import Foundation
import Testing
import ViperSpec

/// A spec saved under a name the loader does not read would check nothing while the run stays
/// green: every such file in a spec folder fails the run, naming the rename.
@Suite struct UnloadedSpecTests {
  private let folder: TemporaryFolder
  private let valid = "# Feature: Counting\n\n## Scenario: One\n\n* Given a counter\n"

  init() throws {
    folder = try TemporaryFolder(label: "unloaded-specs")
  }

  private func write(_ text: String, named name: String) throws {
    try Data(text.utf8).write(to: folder.file(name))
  }

  private func lintErrors() throws -> [SpecLintError] {
    try ScenarioSelection(paths: [folder.url.path]).lintErrors
  }

  @Test(arguments: [
    ("login.md", "login.feature.md"),
    ("login.markdown", "login.feature.md"),
    ("login.feature.MD", "login.feature.md"),
    ("login.Feature.md", "login.feature.md"),
    ("login.feature.md.txt", "login.feature.md"),
  ])
  func `a Markdown spec under another name fails, naming the rename`(
    name: String,
    rename: String
  )
    throws
  {
    try write(valid, named: "counting.feature.md")
    try write(
      "# Feature: Login\n\nProse.\n\n## Scenario: Signing in\n\n* Given a user\n",
      named: name
    )

    let errors = try lintErrors()

    #expect(errors.map(\.uri) == [folder.file(name).path])
    #expect(errors.first?.line == 1)
    #expect(errors.first?.message.contains(rename) == true)
    #expect(errors.first?.message.contains("never loaded") == true)
  }

  @Test(arguments: [("login.FEATURE", "login.feature"), ("login.feature.txt", "login.feature")])
  func `a plain Gherkin spec under another name fails, naming the rename`(
    name: String,
    rename: String
  ) throws {
    try write("Feature: Login\n  Scenario: Signing in\n    Given a user\n", named: name)

    let errors = try lintErrors()

    #expect(errors.map(\.uri) == [folder.file(name).path])
    #expect(errors.first?.message.contains(rename) == true)
  }

  @Test func `a scenario heading deep in a file is found at its line`() throws {
    try write("Notes\n\nMore notes\n\n### Scenario: Hidden\n", named: "notes.md")

    #expect(try lintErrors().map(\.line) == [5])
  }

  @Test func `prose, images and a README that mentions no heading are left alone`() throws {
    try write(valid, named: "counting.feature.md")
    try write("# Specs\n\nThe features live here. Example: see counting.\n", named: "README.md")
    try Data([0xFF, 0xD8, 0xFF, 0x00, 0x23, 0x20]).write(to: folder.file("photo.jpg"))
    try write("Remember: Feature: login, not at the start of a line\n", named: "todo.txt")

    #expect(try lintErrors() == [])
  }

  @Test func `a heading kept as prose on purpose is allowed by the comment above it`() throws {
    try write(valid, named: "counting.feature.md")
    try write(
      "# How to write specs\n\n<!-- viper-spec: allow -->\n## Scenario: like this one\n",
      named: "HOWTO.md"
    )

    #expect(try lintErrors() == [])
  }

  @Test func `a file named on the command line is still refused if it is not a spec`() throws {
    try write(valid, named: "login.md")

    #expect(throws: SpecLoadError.self) {
      try ScenarioSelection(paths: [folder.file("login.md").path])
    }
  }

  /// Found by a reviewer: classic specs the check did not recognise.
  @Test(arguments: [
    ("# language: ja\nフィーチャ: ログイン\n  シナリオ: S\n    前提 a user\n", "ja.feature.txt"),
    (
      "# language: fr\nFonctionnalité: Connexion\n  Scénario: S\n    Soit a user\n",
      "fr.feature.txt"
    ),
    ("Ability: Login\n  Scenario: S\n    Given a user\n", "ability.feature.txt"),
    ("Business Need: Login\n  Scenario: S\n    Given a user\n", "need.feature.txt"),
    ("\u{FEFF}Feature: Login\n  Scenario: S\n    Given a user\n", "bom.feature.txt"),
  ])
  func `a classic spec in any language or with a byte-order mark is found`(
    text: String,
    name: String
  ) throws {
    try write(text, named: name)

    let errors = try lintErrors()

    #expect(errors.map(\.uri) == [folder.file(name).path], "\(errors)")
  }

  @Test(arguments: [
    ("login.feature.md.txt ", "login.feature.md"), ("login.md ", "login.feature.md"),
  ])
  func `the rename drops trailing spaces and the spec extensions already there`(
    name: String,
    rename: String
  ) throws {
    try write("# Feature: Login\n\n## Scenario: S\n\n* Given a user\n", named: name)

    let errors = try lintErrors()

    #expect(errors.first?.message.contains("rename it to \(rename),") == true, "\(errors)")
  }

  @Test(arguments: [
    "login.feature.md~", "login.feature.md.bak", "login.feature.md.orig", ".login.feature.md.swp",
  ])
  func `an editor's or a merge's leftover copy is not a spec`(name: String) throws {
    try write("# Feature: Login\n\n## Scenario: S\n\n* Given a user\n", named: name)

    #expect(try lintErrors() == [])
  }

  /// A reviewer's false alarms: notes beside the specs are not specs.
  @Test func `a README showing a spec in a code block and notes with a rule heading are not specs`()
    throws
  {
    try write(valid, named: "counting.feature.md")
    try write(
      "# Specs\n\nWrite them like this:\n\n```markdown\n# Feature: Login\n## Scenario: S\n```\n",
      named: "README.md"
    )
    try write("# Notes\n\n## Rule: a login expires after a day\n", named: "NOTES.md")

    #expect(try lintErrors() == [])
  }
}
