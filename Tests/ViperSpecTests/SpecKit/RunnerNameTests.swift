import Foundation
import Testing
import ViperSpecCLI

/// A team's runner is `login-spec`, not `viper-spec`: its errors and help say its own name, and
/// the help lists every language it reads.
@Suite struct RunnerNameTests {
  @MainActor
  private func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let status = await SpecCommand.run(
      arguments,
      catalog: StepCatalog(CounterWorld.steps),
      environment: [:],
      defaultPaths: [],
      programName: "login-spec",
      standardOutput: { output += $0 },
      standardError: { errors += $0 }
    )
    return (status, output, errors)
  }

  @Test @MainActor func `an error names the runner and its help`() async {
    let result = await run(["--bogus"])

    #expect(result.status == 2)
    #expect(
      result.errors
        == "login-spec: Unknown option '--bogus'. Run login-spec --help for usage.\n"
    )
  }

  @Test @MainActor func `the help names the runner and lists the languages`() async {
    let result = await run(["--help"])

    #expect(result.output.hasPrefix("USAGE: login-spec [PATH …]"))
    #expect(!result.output.contains("viper-spec "))
    #expect(result.output.contains("en (default), ja, fr, de"))
  }

  @Test @MainActor func `new names the runner too`() async {
    let result = await run(["new"])

    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("login-spec new: "))
  }
}
