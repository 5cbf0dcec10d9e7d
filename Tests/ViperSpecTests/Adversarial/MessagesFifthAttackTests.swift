import Foundation
import Testing
import ViperSpecCLI
import ViperSpecTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The breaks a fifth README-only attack found in report paths, shards, the stream and the
/// suggestions (issue 39).
@Suite struct MessagesFifthAttackTests {
  private let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder(label: "messages-fifth-attack")
  }

  private func spec() throws -> String {
    try TemporarySpec.write(
      "# Feature: F\n## Scenario: S\n* Given a step\n",
      named: "plain.feature.md",
      in: folder
    )
  }

  @Test(arguments: ["--junit", "--markdown", "--messages"])
  @MainActor
  func `a report written to a symbolic link goes into its target, and the link stays`(
    option: String
  ) async throws {
    let target = folder.file("target-\(option.dropFirst(2))").path
    let link = folder.file("link-\(option.dropFirst(2))").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

    let output = await EmptyWorld.run([try spec(), option, link], steps: EmptyWorld.oneStepLibrary)

    let attributes = try FileManager.default.attributesOfItem(atPath: link)
    let written = try String(contentsOfFile: target, encoding: .utf8)
    #expect(output.status == 0)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(written.count > 100)
  }

  @Test(arguments: ["--junit", "--messages"])
  @MainActor
  func `a report written to a named pipe goes to its reader, and the pipe stays`(
    option: String
  ) async throws {
    let pipe = folder.file("pipe-\(option.dropFirst(2))").path
    #expect(mkfifo(pipe, 0o600) == 0)
    // A reader, as a shell's `cat pipe` would be, and a second writer held open until the run
    // ends: the reader sees the end then, whatever the run did, so the test cannot hang.
    let reader = open(pipe, O_RDONLY | O_NONBLOCK)
    let keeper = open(pipe, O_WRONLY | O_NONBLOCK)
    _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
    let read = Task.detached {
      await withCheckedContinuation { (done: CheckedContinuation<Data, Never>) in
        Thread.detachNewThread {
          let data = FileHandle(fileDescriptor: reader, closeOnDealloc: true).readDataToEndOfFile()
          done.resume(returning: data)
        }
      }
    }

    let output = await EmptyWorld.run([try spec(), option, pipe], steps: EmptyWorld.oneStepLibrary)
    close(keeper)

    let data = await read.value
    let attributes = try FileManager.default.attributesOfItem(atPath: pipe)
    #expect(output.status == 0)
    #expect(attributes[.type] as? FileAttributeType != .typeRegular)
    #expect(data.count > 100)
  }

  @Test @MainActor func `a messages file removed during the run fails the run, saying so`()
    async throws
  {
    let messages = folder.file("gone.ndjson").path
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step") { _ in try FileManager.default.removeItem(atPath: messages) }

    let output = await EmptyWorld.run([try spec(), "--messages", messages], steps: steps)

    #expect(output.status == 2)
    #expect(output.standardError.contains("was removed or replaced while the run wrote it"))
  }

  @Test @MainActor func `a shard whose share is empty still fails on an invalid step library`()
    async throws
  {
    var steps = EmptyWorld.oneStepLibrary
    steps.given("a count of {int}") { (_, text: String) in _ = text }
    let spec = try spec()
    let outputs = [
      await EmptyWorld.run([spec, "--shard", "1/2"], steps: steps),
      await EmptyWorld.run([spec, "--shard", "2/2"], steps: steps),
    ]

    #expect(outputs.map(\.status) == [1, 1])
    #expect(outputs.contains { $0.standardError.contains("definitions that are not valid") })
  }

  @Test @MainActor func `names that reorder the same letters spread over two shards`() async throws
  {
    func permutations(_ letters: [Character]) -> [String] {
      guard letters.count > 1 else { return [String(letters)] }
      return letters.indices.flatMap { index in
        var rest = letters
        let first = rest.remove(at: index)
        return permutations(rest).map { String(first) + $0 }
      }
    }
    let names = permutations(Array("abcde"))
    let text = "# Feature: Orders\n" + names.map { "## Scenario: \($0)\n* Given a step\n" }.joined()
    let spec = try TemporarySpec.write(text, named: "orders.feature.md", in: folder)

    let first = await EmptyWorld.run([spec, "--shard", "1/2"], steps: EmptyWorld.oneStepLibrary)
    let second = await EmptyWorld.run([spec, "--shard", "2/2"], steps: EmptyWorld.oneStepLibrary)

    let ran = { (output: SpecCommandOutput) in
      output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ✓ ") }.count
    }
    // 120 names of the same bytes: FNV-1a alone put every one of them in the same share. (The
    // temporary path changes the hash from run to run: fewer than 20 in one share is 1 in 10^14.)
    #expect(ran(first) + ran(second) == 120)
    #expect(ran(first) >= 20)
    #expect(ran(second) >= 20)
  }

  @Test @MainActor func `--fail-fast counts one scenario it did not run in the singular`()
    async throws
  {
    var steps = EmptyWorld.oneStepLibrary
    steps.given("a failing step") { _ in throw StepFailure("No.") }
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: A\n* Given a failing step\n## Scenario: B\n* Given a step\n",
      named: "fail-fast.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--fail-fast"], steps: steps)

    #expect(
      output.standardOutput.hasSuffix("--fail-fast stopped the run: 1 scenario did not run.\n")
    )
  }

  @Test @MainActor func `under swift test a NUL in an error does not cut the failure's message`()
    async throws
  {
    var steps = StepLibrary<EmptyWorld> { EmptyWorld() }
    steps.given("a step") { _ in throw StepFailure("before\u{0}after") }
    let scenario = try #require(SpecSuite.scenarios(in: try spec(), relativeTo: #filePath).first)

    await withKnownIssue {
      await scenario.run(with: steps, environment: [:])
    } matching: { issue in
      let message = issue.comments.first?.rawValue ?? ""
      return message.contains("before\\u{0}after") && message.contains("To fix")
        && !message.unicodeScalars.contains("\u{0}")
    }
  }

  @Test @MainActor func `the console shows a line separator in a scenario's name as an escape`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "# Feature: F\n## Scenario: One\u{2028}Two\n* Given a step\n",
      named: "separator.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec], steps: EmptyWorld.oneStepLibrary)

    #expect(output.standardOutput.contains("  ✓ One\\u{2028}Two\n"))
  }

  @Test @MainActor func `JUnit keeps a tab in a name, and Markdown a path's dashes, as written`()
    async throws
  {
    let specs = folder.file("a-->b")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    let spec = specs.appendingPathComponent("tab.feature.md")
    try Data("# Feature: F\n## Scenario: A\tB\n* Given a step\n".utf8).write(to: spec)
    let junit = folder.file("tab.xml").path
    let markdown = folder.file("tab.md").path

    _ = await EmptyWorld.run(
      [spec.path, "--junit", junit, "--markdown", markdown],
      steps: EmptyWorld.oneStepLibrary
    )

    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    let report = try String(contentsOfFile: markdown, encoding: .utf8)
    #expect(xml.contains(#"name="A&#9;B""#))
    #expect(report.contains("a%2D%2D>b/tab.feature.md -->"))
    #expect(!report.contains("a-->b"))
  }

  @Test @MainActor
  func `a Markdown feature without a keyword still has the field the schema requires`()
    async throws
  {
    let spec = try TemporarySpec.write(
      "Some prose first.\n\n## Scenario: S\n* Given a step\n",
      named: "prose.feature.md",
      in: folder
    )

    let output = await EmptyWorld.run([spec, "--messages", "-"], steps: EmptyWorld.oneStepLibrary)

    let document = try output.standardOutput.split(separator: "\n").compactMap { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    }.compactMap { $0["gherkinDocument"] as? [String: Any] }.first
    let feature = try #require(document?["feature"] as? [String: Any])
    #expect(feature["keyword"] as? String == "")
    #expect(feature["name"] as? String == "Some prose first.")
  }

  @Test(arguments: [
    "^ starts with a caret", "it costs 5 $", "^ both $", #"a \$"#, "a\tb\u{1}c\u{7F}",
  ])
  func `a snippet for a text with a caret first or a dollar last is a phrase the library takes`(
    text: String
  ) throws {
    let snippet = StepSnippet(kind: .context, text: text, arguments: [])
    // The phrase as the Swift literal holds it: backslashes doubled, control characters as
    // `\u{…}` (Swift refuses them raw in source).
    let literal = try #require(snippet.text.split(separator: "\"").dropFirst().first)
    #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    let phrase = literal.replacingOccurrences(of: #"\\"#, with: #"\"#)
      .replacingOccurrences(of: #"\u{9}"#, with: "\t")
      .replacingOccurrences(of: #"\u{1}"#, with: "\u{1}")
      .replacingOccurrences(of: #"\u{7f}"#, with: "\u{7F}")
    var steps = StepLibrary<Int> { 0 }
    if phrase.contains("{int}") {
      steps.given(String(phrase)) { (_, _: Int) in }
    } else {
      steps.given(String(phrase)) { _ in }
    }

    #expect(steps.invalidDefinitions.isEmpty)
    guard case .matched = steps.match(text) else {
      Issue.record("Expected the snippet's phrase '\(phrase)' to match '\(text)'")
      return
    }
  }

  @Test(arguments: ["--junit", "--messages"])
  @MainActor
  func `a report through a symbolic link to a spec is refused and the spec kept`(
    option: String
  )
    async throws
  {
    let spec = try spec()
    let link = folder.file("report-\(option.dropFirst(2)).out").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: spec)

    let output = await EmptyWorld.run([spec, option, link], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 2)
    #expect(output.standardError.contains("is a spec this run reads"))
    #expect(try String(contentsOfFile: spec, encoding: .utf8).hasPrefix("# Feature: F"))
  }

  @Test @MainActor func `two reports into one file through a symbolic link are refused`()
    async throws
  {
    let target = folder.file("target.out").path
    let link = folder.file("link.out").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

    let output = await EmptyWorld.run(
      [try spec(), "--junit", target, "--markdown", link],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("Two reports would be written to the same file"))
  }

  @Test @MainActor func `a scenario's shard does not depend on how its path is spelled`()
    async throws
  {
    let package = folder.file("package")
    let specs = package.appendingPathComponent("Specs")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.0\n".utf8)
      .write(to: package.appendingPathComponent("Package.swift"))
    let text =
      "# Feature: Many\n" + (1...40).map { "## Scenario: S\($0)\n* Given a step\n" }.joined()
    try Data(text.utf8).write(to: specs.appendingPathComponent("many.feature.md"))
    let spellings = [
      specs.path, specs.path + "/", specs.path + "/../Specs", package.path + "/./Specs",
    ]

    var shares: [[Substring]] = []
    for spelling in spellings {
      let output = await EmptyWorld.run(
        [spelling, "--shard", "1/3"],
        steps: EmptyWorld.oneStepLibrary
      )
      shares.append(output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ✓ ") })
    }

    #expect(!shares[0].isEmpty)
    #expect(shares.allSatisfy { $0 == shares[0] })
  }

  @Test @MainActor
  func `a spec's path with a line break stays on one line in the console and Markdown`()
    async throws
  {
    let specs = folder.file("two\nlines")
    try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
    let spec = specs.appendingPathComponent("s.feature.md")
    try Data("# Feature: F\n## Scenario: S\n* Given a step\n".utf8).write(to: spec)
    let markdown = folder.file("lines.md").path

    let output = await EmptyWorld.run(
      [spec.path, "--markdown", markdown],
      steps: EmptyWorld.oneStepLibrary
    )

    let report = try String(contentsOfFile: markdown, encoding: .utf8)
    #expect(output.standardOutput.contains(#"two\u{a}lines/s.feature.md)"#))
    #expect(report.contains(#"two\u{a}lines/s.feature.md -->"#))
  }

  @Test @MainActor
  func `a spec folder reached through a symbolic link is read, and a link loop once`()
    async throws
  {
    let real = folder.file("real")
    let nested = real.appendingPathComponent("nested")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try Data("# Feature: F\n## Scenario: S\n* Given a step\n".utf8)
      .write(to: nested.appendingPathComponent("s.feature.md"))
    let linked = folder.file("linked").path
    try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: real.path)
    // A link back up: read once, not forever.
    try FileManager.default.createSymbolicLink(
      atPath: nested.appendingPathComponent("loop").path,
      withDestinationPath: real.path
    )

    let output = await EmptyWorld.run([linked], steps: EmptyWorld.oneStepLibrary)

    #expect(output.status == 0)
    #expect(output.standardOutput.hasSuffix("1 scenario (1 passed, 0 failed, 0 pending)\n"))
  }

  @Test(arguments: ["--junit", "--markdown", "--messages"])
  @MainActor
  func `a report to standard output is refused, as the documentation or stream goes there`(
    option: String
  ) async throws {
    let output = await EmptyWorld.run(
      [try spec(), "--messages", "-", option == "--messages" ? "--junit" : option, "/dev/stdout"],
      steps: EmptyWorld.oneStepLibrary
    )
    let alone = await EmptyWorld.run(
      [try spec(), option, "/dev/fd/1"],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("is standard output"))
    #expect(alone.status == 2)
    #expect(alone.standardError.contains("is standard output"))
  }

  @Test @MainActor func `a --tags that selects nothing says so, naming the expression`()
    async throws
  {
    let output = await EmptyWorld.run(
      [try spec(), "--tags", "@nowhere"],
      steps: EmptyWorld.oneStepLibrary
    )

    #expect(output.status == 1)
    #expect(output.standardError.contains("none of the 1 scenario's tags match --tags '@nowhere'"))
  }
}
