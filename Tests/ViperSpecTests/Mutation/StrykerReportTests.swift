import Foundation
import Testing
import ViperSpecCLI

/// The `--json` report is Stryker's mutation-testing report, so that Stryker's dashboard and HTML
/// elements read a `viper-spec mutate` run as they read any other tool's.
@Suite struct StrykerReportTests {
  let json = StrykerReport.json(MutationReportFixture.report)

  @Test func `the report names the schema version, the thresholds and the framework`() throws {
    let report = try Self.object(json)

    #expect(report["schemaVersion"] as? String == "1")
    let thresholds = try #require(report["thresholds"] as? [String: Any])
    #expect(thresholds["high"] as? Int == 80)
    #expect(thresholds["low"] as? Int == 60)
    let framework = try #require(report["framework"] as? [String: Any])
    #expect(framework["name"] as? String == "viper-spec")
    #expect(report["projectRoot"] == nil)
  }

  @Test func `thresholds and the project root are written as given`() throws {
    let json = StrykerReport.json(
      MutationReportFixture.report,
      thresholds: MutationThresholds(high: 90, low: 75),
      projectRoot: "/home/me/Login"
    )

    let report = try Self.object(json)

    let thresholds = try #require(report["thresholds"] as? [String: Any])
    #expect(thresholds["high"] as? Int == 90)
    #expect(thresholds["low"] as? Int == 75)
    #expect(report["projectRoot"] as? String == "/home/me/Login")
  }

  @Test func `each mutated file is keyed by its path, in Swift, with its whole source`() throws {
    let files = try Self.files(json)

    #expect(
      files.keys.sorted() == [
        MutationReportFixture.interactorPath, MutationReportFixture.presenterPath,
        MutationReportFixture.routerPath,
      ]
    )
    let presenter = try #require(files[MutationReportFixture.presenterPath])
    #expect(presenter["language"] as? String == "swift")
    #expect(presenter["source"] as? String == MutationReportFixture.presenter)
  }

  @Test func `a mutant has its number as text, its operator, change and location`() throws {
    let mutant = try Self.mutant(number: 3, in: json)

    #expect(mutant["id"] as? String == "3")
    #expect(mutant["mutatorName"] as? String == "change-shown-text")
    #expect(mutant["description"] as? String == MutationOperator.changeShownText.summary)
    #expect(
      mutant["replacement"] as? String == #""<img src=x onerror=\"window.pwned=2\">""#
    )
    let location = try #require(mutant["location"] as? [String: [String: Int]])
    #expect(location["start"] == ["line": 4, "column": 29])
    #expect(location["end"] == ["line": 4, "column": 98])
  }

  @Test(arguments: MutantOutcome.Status.allCases)
  func `every status is written as Stryker names it`(status: MutantOutcome.Status) throws {
    let outcome = try #require(
      MutationReportFixture.report.outcomes.first { $0.status == status }
    )

    let mutant = try Self.mutant(number: outcome.mutant.id, in: json)

    #expect(mutant["status"] as? String == status.rawValue)
  }

  @Test func `a killed mutant names the tests that killed it and how long they ran`() throws {
    let mutant = try Self.mutant(number: 8, in: json)

    #expect(
      mutant["killedBy"] as? [String] == [
        "LoginInteractorTests/counts attempts", "LoginSpec/Too many attempts",
      ]
    )
    #expect(mutant["duration"] as? Int == 80)
  }

  @Test func `a mutant whose tests did not run has no duration and no killers`() throws {
    let mutant = try Self.mutant(number: 6, in: json)

    #expect(mutant["duration"] == nil)
    #expect(mutant["killedBy"] == nil)
  }

  @Test func `mutants are listed under their file in the order of their numbers`() throws {
    let files = try Self.files(json)

    let presenter = try #require(files[MutationReportFixture.presenterPath]?["mutants"] as? [Any])
    let ids = presenter.compactMap { ($0 as? [String: Any])?["id"] as? String }
    #expect(ids == ["1", "2", "3", "4", "5", "6"])
  }

  @Test func `the run's module and tests are kept as its configuration`() throws {
    let report = try Self.object(json)

    let config = try #require(report["config"] as? [String: Any])
    #expect(config["module"] as? String == "Login")
    #expect(config["tests"] as? String == "LoginTests")
  }

  @Test func `the same run gives the same text, files in the order of their paths`() throws {
    let again = StrykerReport.json(MutationReportFixture.report)

    #expect(json == again)
    let interactor = try #require(json.range(of: MutationReportFixture.interactorPath))
    let presenter = try #require(json.range(of: MutationReportFixture.presenterPath))
    #expect(interactor.lowerBound < presenter.lowerBound)
    #expect(json.hasSuffix("}\n"))
  }

  @Test func `a run with nothing mutated has no files`() throws {
    let report = try Self.object(StrykerReport.json(MutationReportFixture.empty))

    #expect((report["files"] as? [String: Any])?.isEmpty == true)
  }

  @Test func `a mutant in a file without its source still has a file`() throws {
    var run = MutationReportFixture.report
    run.sources[MutationReportFixture.routerPath] = nil

    let files = try Self.files(StrykerReport.json(run))

    let router = try #require(files[MutationReportFixture.routerPath])
    #expect(router["source"] as? String == "")
    #expect((router["mutants"] as? [Any])?.count == 1)
  }

  // MARK: Reading the JSON back

  /// Stryker's readers index a line as JavaScript does, in UTF-16 code units: an emoji before
  /// the mutant counts two, where the model counts one character.
  @Test func `columns count UTF-16 code units, as Stryker's readers index a line`() throws {
    let source = "let a = \"😀😀\" == b\n"
    let mutant = Mutant(
      id: 1,
      mutationOperator: .equality,
      file: "A.swift",
      start: .init(line: 1, column: 14),
      end: .init(line: 1, column: 16),
      original: "==",
      replacement: "!="
    )
    let json = StrykerReport.json(
      MutationRunReport(
        module: "A",
        tests: "",
        sources: ["A.swift": source],
        outcomes: [MutantOutcome(mutant: mutant, status: .killed)]
      )
    )
    let file = try #require(try Self.files(json)["A.swift"])
    let mutants = try #require(file["mutants"] as? [[String: Any]])
    let location = try #require(mutants.first?["location"] as? [String: [String: Int]])

    #expect(location["start"] == ["line": 1, "column": 16])
    #expect(location["end"] == ["line": 1, "column": 18])
  }

  static func object(_ json: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
    return try #require(value as? [String: Any])
  }

  static func files(_ json: String) throws -> [String: [String: Any]] {
    try #require(try object(json)["files"] as? [String: [String: Any]])
  }

  static func mutant(number: Int, in json: String) throws -> [String: Any] {
    let all = try files(json).values.flatMap { try #require($0["mutants"] as? [[String: Any]]) }
    return try #require(all.first { $0["id"] as? String == String(number) })
  }
}
