import Foundation
import Testing
import ViperSpecCLI

/// `viper-spec steps` is the spec writer's glossary: every phrase once, with the parameter types
/// it takes, lined up, and every parameter type a phrase may use, the built-in ones included.
@Suite struct StepsListingTests {
  @MainActor
  private func run(_ arguments: [String]) async -> SpecCommandOutput {
    var catalog = StepCatalog(CounterWorld.steps)
    catalog.add(JapaneseCounterWorld.steps)
    return await SpecCommand.run(
      arguments,
      catalog: catalog,
      environment: [:],
      defaultPaths: [Fixture.folder.path]
    )
  }

  @Test @MainActor func `lists each step phrase once with its parameter types`() async {
    let output = await run(["steps"])

    #expect(output.standardOutput.contains("  the user taps {int} time(s)"))
    #expect(output.standardOutput.contains("— {int}"))
    #expect(output.standardOutput.contains("the view shows"))
  }

  @Test @MainActor func `lines up the notes of Japanese and English phrases`() async {
    let output = await run(["steps"])

    let columns = output.standardOutput.split(separator: "\n")
      .compactMap { line in line.range(of: "— ").map { String(line[..<$0.lowerBound]) } }
      .map(\.terminalWidth)
    #expect(columns.count > 2)
    #expect(Set(columns).count == 1)
  }

  @Test @MainActor func `names every built-in parameter type a phrase may use`() async {
    let output = await run(["steps"])

    for type in ParameterType.builtIn.map(\.name) {
      #expect(output.standardOutput.contains("{\(type)}"), "{\(type)} is not listed.")
    }
  }
}
