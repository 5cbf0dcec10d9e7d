import Foundation
import Testing
import ViperSpecCLI

/// A spec suite that runs the folder a new module's spec lands in would run it without the new
/// steps; `new` gives each such suite the steps, its file the import and its target the
/// dependency, whether the module joins a feature or stands alone.
@Suite struct NewModuleSpecSuiteTests {
  private static let shopTestsInTheirFolder = PackageSandbox.downstreamManifest
    .replacingOccurrences(
      of: #"dependencies: ["ShopMocks"])"#,
      with: #"dependencies: ["ShopMocks"], path: "Tests/ShopTests")"#
    )

  /// The feature's own spec suite runs every file of its folder with the feature's catalog: the
  /// new spec lands there, so the suite's catalog gains the new steps.
  @Test @MainActor func `a feature's spec suite runs the new spec with the new steps`()
    async throws
  {
    let package = try PackageSandbox(manifest: Self.shopTestsInTheirFolder)
    try package.write(
      """
      import ShopSpecSteps
      import Testing
      import ViperSpecTesting

      @Suite(.runHooks(ShopSteps.catalog)) struct ShopSpecTests {
        @Test(arguments: SpecSuite.scenarios(in: "Specs/shop", relativeTo: #filePath))
        func scenario(_ scenario: ScenarioCase) async {
          await scenario.run(with: ShopSteps.catalog)
        }
      }

      """,
      to: "Tests/ShopTests/Specs/ShopSpecTests.swift"
    )

    let output = await package.new(["Checkout", "--feature", "Shop"])

    #expect(output.status == 0)
    #expect(
      package.read("Tests/ShopTests/Specs/ShopSpecTests.swift")?
        .contains("await scenario.run(with: ShopSteps.catalog.adding(CheckoutSteps.catalog))")
        == true
    )
    #expect(
      package.read("Tests/ShopTests/Specs/ShopSpecTests.swift")?
        .contains("@Suite(.runHooks(ShopSteps.catalog.adding(CheckoutSteps.catalog)))") == true
    )
    #expect(output.standardOutput.contains("Tests/ShopTests/Specs/ShopSpecTests.swift"))
  }

  /// A suite that runs all of `Specs/` runs a module's spec written at the top of that folder.
  @Test @MainActor func `a suite over every spec runs a new module's spec with its steps`()
    async throws
  {
    let package = try PackageSandbox(manifest: Self.shopTestsInTheirFolder)
    try package.write(
      """
      import ShopSpecSteps
      import Testing
      import ViperSpecTesting

      @Suite struct AllSpecsTests {
        @Test(arguments: SpecSuite.scenarios(in: "Specs", relativeTo: #filePath))
        func scenario(_ scenario: ScenarioCase) async {
          await scenario.run(with: ShopSteps.catalog)
        }
      }

      """,
      to: "Tests/ShopTests/AllSpecsTests.swift"
    )

    let output = await package.new(["Checkout"])

    let suite = package.read("Tests/ShopTests/AllSpecsTests.swift") ?? ""
    #expect(output.status == 0)
    #expect(
      suite.contains("await scenario.run(with: ShopSteps.catalog.adding(CheckoutSteps.catalog))")
    )
    #expect(suite.hasPrefix("import CheckoutSpecSteps\nimport ShopSpecSteps\nimport Testing\n"))
    #expect(
      package.read("Package.swift")?.contains(
        "name: \"ShopTests\",\n      dependencies: [\"ShopMocks\", \"CheckoutSpecSteps\"],"
      ) == true
    )
    #expect(output.standardOutput.contains("Tests/ShopTests/AllSpecsTests.swift"))
  }

  @Test @MainActor func `a suite over another folder is left as it was`() async throws {
    let package = try PackageSandbox(manifest: Self.shopTestsInTheirFolder)
    let suite = """
      import ShopSpecSteps
      import Testing
      import ViperSpecTesting

      @Suite struct ShopSpecTests {
        @Test(arguments: SpecSuite.scenarios(in: "Specs/shop", relativeTo: #filePath))
        func scenario(_ scenario: ScenarioCase) async {
          await scenario.run(with: ShopSteps.catalog)
        }
      }

      """
    try package.write(suite, to: "Tests/ShopTests/ShopSpecTests.swift")

    let output = await package.new(["Checkout"])

    #expect(output.status == 0)
    #expect(package.read("Tests/ShopTests/ShopSpecTests.swift") == suite)
  }
}
