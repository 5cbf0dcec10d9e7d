import Foundation
import Testing
import ViperSpecCLI

@Suite struct AdoptCommandTests {
  /// The fixture module: a contract and a presenter, as a team has them before ViperSpec.
  static let profileSources = AdoptFixtureSources.read(
    "Profile",
    ["ProfileContract.swift", "ProfilePresenter.swift"],
    into: "Sources/Profile/"
  )

  static let manifest = PackageSandbox.downstreamManifest.replacingOccurrences(
    of: "    // Production code.\n",
    with: "    // Production code.\n"
      + "    .target(name: \"Profile\", dependencies: [.product(name: \"ViperCore\", "
      + "package: \"ViperKit\")]),\n"
  )

  @MainActor
  private func run(_ arguments: [String], in package: PackageSandbox) async -> SpecCommandOutput {
    await SpecCommand.run(
      arguments + ["--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
  }

  private func profilePackage(manifest: String = manifest) throws -> PackageSandbox {
    let package = try PackageSandbox(manifest: manifest)
    for (path, source) in Self.profileSources { try package.write(source, to: path) }
    return package
  }

  @Test @MainActor func `adds the mocks, steps, tests and spec around the module, and lists them`()
    async throws
  {
    let package = try profilePackage()

    let output = await run(["adopt", "Profile"], in: package)

    #expect(output.standardError == "")
    #expect(output.status == 0)
    let written = package.files.filter { !$0.hasPrefix("Sources/") && $0 != "Package.swift" }
    #expect(
      written == [
        "Mocks/ProfileMocks/MockProfileInteractor.swift",
        "Mocks/ProfileMocks/MockProfileRouter.swift",
        "Mocks/ProfileMocks/ProfileRecorderView.swift",
        "Mocks/ProfileSpecSteps/ProfileSteps.swift",
        "Mocks/ProfileSpecSteps/ProfileWorld.swift",
        "Specs/profile.feature.md",
        "Tests/ProfileTests/ProfilePresenterTests.swift",
        "Tests/ProfileTests/ProfileSpecTests.swift",
      ]
    )
    #expect(output.standardOutput.hasPrefix("Created the targets around Profile (8 files):\n"))
    #expect(
      output.standardOutput.contains("Changed:\n  Package.swift\n  Sources/shop-spec/main.swift")
    )
    let manifest = try #require(package.read("Package.swift"))
    #expect(manifest.contains("name: \"ProfileMocks\""))
    #expect(manifest.contains("name: \"ProfileSpecSteps\""))
    #expect(manifest.contains("name: \"ProfileTests\""))
    #expect(package.read("Sources/shop-spec/main.swift")?.contains("ProfileSteps.catalog") == true)
  }

  @Test @MainActor func `the first test builds the presenter from its doubles and a test clock`()
    async throws
  {
    let package = try profilePackage()

    _ = await run(["adopt", "Profile"], in: package)

    let test = try #require(package.read("Tests/ProfileTests/ProfilePresenterTests.swift"))
    #expect(test.contains("private let clock = TestClock(now: Date(timeIntervalSince1970: 0))"))
    #expect(test.contains("interactor = MockProfileInteractor(journal: journal)"))
    #expect(
      test.contains(
        "presenter = ProfilePresenter(view: view, interactor: interactor, router: router, clock: clock)"
      )
    )
    #expect(test.contains("expectTranscript(journal, \"\")"))
  }

  @Test @MainActor func `its mocks are what viper-spec mocks writes`() async throws {
    let package = try profilePackage()

    _ = await run(["adopt", "Profile"], in: package)
    let check = await run(["mocks", "Profile", "--check"], in: package)

    #expect(check.status == 0)
    #expect(check.standardOutput.contains("Profile: all 2 mocks match their protocols."))
  }

  @Test @MainActor func `a dry run lists the files and writes nothing`() async throws {
    let package = try profilePackage()
    let before = package.files.map { package.read($0) }

    let output = await run(["adopt", "Profile", "--dry-run"], in: package)

    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("Would create the targets around Profile (8 files):"))
    #expect(package.files.map { package.read($0) } == before)
  }
}
