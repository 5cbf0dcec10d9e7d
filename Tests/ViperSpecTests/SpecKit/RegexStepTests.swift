import Testing
import ViperSpec

/// Steps defined by a Swift `Regex`, as Cucumber's regular-expression steps.
@Suite struct RegexStepTests {
  @MainActor final class Cart {
    var cukes = 0
    var notes: [String] = []
  }

  private func run(_ steps: StepLibrary<Cart>, _ lines: String) async throws -> ScenarioResult {
    let pickle = try SpecLoader.parse(
      "# Feature: A\n## Scenario: B\n" + lines,
      path: "a.feature.md"
    )
    .pickles.element(at: 0)
    return await ScenarioRunner.run(pickle, with: steps, settings: RunSettings())
  }

  @Test @MainActor func `a regex step gets its typed captures`() async throws {
    let log = LockedBox()
    var steps = StepLibrary<Cart> { Cart() }
    steps.given(#/^I have (\d+) cukes$/#) { cart, match in
      cart.cukes = Int(match.1) ?? -1
      log.append("cukes \(cart.cukes)")
    }
    steps.then(#/I should( not)? be hungry/#) { _, match in
      log.append(match.1 == nil ? "hungry" : "not hungry")
    }

    let result = try await run(
      steps,
      "* Given I have 42 cukes\n* Then I should not be hungry\n"
    )

    #expect(result.status == .passed)
    #expect(log.lines == ["cukes 42", "not hungry"])
  }

  @Test @MainActor func `a regex built from a string works too, as migrated steps are`()
    async throws
  {
    let log = LockedBox()
    var steps = StepLibrary<Cart> { Cart() }
    steps.given(try Regex(#"^I owe (\d+) euros$"#)) { _, match in
      log.append("owe " + String(match[1].substring ?? ""))
    }

    let result = try await run(steps, "* Given I owe 12 euros\n")

    #expect(result.status == .passed)
    #expect(log.lines == ["owe 12"])
  }

  @Test @MainActor func `the whole text must match, and a phrase matching too is ambiguous`()
    async throws
  {
    var steps = StepLibrary<Cart> { Cart() }
    steps.given(#/I have (\d+) cukes/#) { _, _ in }
    steps.given("I have {int} cukes in my belly") { (_, _: Int) in }
    steps.given("I have {int} cukes") { (_, _: Int) in }

    #expect(steps.match("I have 3 cukes in my belly").isMatched)
    #expect(steps.match("I have 3 cukes").isAmbiguous)
    #expect(steps.invalidDefinitions.isEmpty)
  }
}

/// Lines written from step closures, read by the test.
private final class LockedBox: Sendable {
  private let state = LockedState<[String]>([])
  var lines: [String] { state.withLock { $0 } }
  func append(_ line: String) { state.withLock { $0.append(line) } }
}

extension StepMatch {
  fileprivate var isMatched: Bool {
    if case .matched = self { true } else { false }
  }

  fileprivate var isAmbiguous: Bool {
    if case .ambiguous = self { true } else { false }
  }
}
