import Testing
import ViperSpecCLI

/// The comments that switch mutation off do what they say, and one the reader cannot follow is
/// warned about and switches nothing: a misspelling must not silently skip mutants.
@MainActor
@Suite struct SwitchingCommentsTests {
  /// The listed mutants as `line operator`, ignored ones marked with `-`.
  private func listed(_ body: String) async throws -> (lines: [String], warnings: String) {
    let source = "func f(a: Int, b: Int) -> Bool {\n\(body)\n}\n"
    let output = try await MutantSandbox(["F.swift": source]).list([
      "--operators", "relational-boundary,equality,logical",
    ])
    let lines = output.standardOutput.split(separator: "\n").dropLast().map { line in
      let place = line.split(separator: ":")[1]
      let name = line.split(separator: " ")[2].dropLast()
      return "\(line.hasSuffix("(ignored)") ? "-" : "")\(place) \(name)"
    }
    return (lines, output.standardError)
  }

  @Test func `an off naming only a misspelt operator switches nothing off, and says so`()
    async throws
  {
    let run = try await listed("  // viper-spec:mutate off logicl\n  return a < b && a == b")

    #expect(run.lines == ["3 relational-boundary", "3 logical", "3 equality"])
    #expect(run.warnings.contains("F.swift:2: logicl is no operator"))
  }

  @Test func `a comment that says neither on nor off is warned about`() async throws {
    let run = try await listed("  return a < b  // viper-spec:mutate offf")

    #expect(run.lines == ["2 relational-boundary"])
    #expect(run.warnings.contains("F.swift:2: 'viper-spec:mutate' takes 'off' or 'on', not 'offf'"))
  }

  @Test func `the marker is read in any case`() async throws {
    let run = try await listed("  return a < b  // VIPER-SPEC:MUTATE OFF")

    #expect(run.lines == ["-2 relational-boundary"])
  }

  @Test func `an off after code inside an off block adds its operators to the block's`()
    async throws
  {
    let run = try await listed(
      "  // viper-spec:mutate off equality\n  return a < b && a == b  // viper-spec:mutate off logical"
    )

    #expect(run.lines == ["3 relational-boundary", "-3 logical", "-3 equality"])
  }

  @Test func `an on after code ends the block from its line`() async throws {
    let run = try await listed(
      "  // viper-spec:mutate off\n  let x = a < b\n  return x == (a > b)  // viper-spec:mutate on"
    )

    #expect(run.lines == ["-3 relational-boundary", "4 equality", "4 relational-boundary"])
  }
}
