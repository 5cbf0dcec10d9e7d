import Testing
import ViperSpecCLI

/// A ternary's branches are swapped, each switched on its own, whatever the condition: the first
/// branch ends at its `:`, the second where the expression does.
@MainActor
@Suite struct TernaryMutantsTests {
  private func swaps(in body: String) async throws -> [String] {
    let source = "struct Text {\n  func f(a: Bool, b: Int) -> String {\n\(body)\n  }\n}\n"
    return try await MutantSandbox(["Text.swift": source]).mutants(["--operators", "swap-ternary"])
  }

  @Test func `both branches of a plain ternary are swapped`() async throws {
    #expect(
      try await swaps(in: #"    return a ? "yes" : "no""#) == [
        #"3: swap-ternary: "yes" → "no""#, #"3: swap-ternary: "no" → "yes""#,
      ]
    )
  }

  @Test func `the second branch takes the operators that bind tighter`() async throws {
    #expect(
      try await swaps(in: #"    return a ? "x" : "y" + String(b * 2)"#) == [
        #"3: swap-ternary: "x" → "y" + String(b * 2)"#,
        #"3: swap-ternary: "y" + String(b * 2) → "x""#,
      ]
    )
  }

  @Test func `a ternary in an argument ends at the argument`() async throws {
    #expect(
      try await swaps(in: #"    return g(a ? "x" : "y", b)"#) == [
        #"3: swap-ternary: "x" → "y""#, #"3: swap-ternary: "y" → "x""#,
      ]
    )
  }

  @Test func `a nested ternary in the second branch is its own, and one branch of the outer`()
    async throws
  {
    #expect(
      try await swaps(in: #"    return a ? "x" : b > 1 ? "y" : "z""#) == [
        #"3: swap-ternary: "x" → b > 1 ? "y" : "z""#,
        #"3: swap-ternary: b > 1 ? "y" : "z" → "x""#,
        #"3: swap-ternary: "y" → "z""#, #"3: swap-ternary: "z" → "y""#,
      ]
    )
  }

  @Test func `an optional chain's question mark is no ternary`() async throws {
    #expect(try await swaps(in: "    return view?.title ?? \"\"") == [])
  }
}
