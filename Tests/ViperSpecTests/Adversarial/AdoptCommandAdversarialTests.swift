import Foundation
import Testing
import ViperSpecCLI

/// Tries to make `viper-spec adopt` overwrite a file, write half a module, or leave a package that
/// does not build.
@Suite struct AdoptCommandAdversarialTests {
  @MainActor
  private func adopt(_ arguments: [String], in package: PackageSandbox) async -> SpecCommandOutput {
    await SpecCommand.run(
      ["adopt"] + arguments + ["--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
  }

  private func profilePackage(
    manifest: String = AdoptCommandTests.manifest,
    replacing: [String: String] = [:]
  ) throws -> PackageSandbox {
    let package = try PackageSandbox(manifest: manifest)
    for (path, source) in AdoptCommandTests.profileSources {
      let edited = replacing.reduce(source) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
      try package.write(edited, to: path)
    }
    return package
  }

  private func expectNothingWritten(_ package: PackageSandbox, before: [String?]) {
    #expect(package.files.map { package.read($0) } == before)
  }

  @Test @MainActor func `a module the package does not declare is named with the targets it has`()
    async throws
  {
    let package = try profilePackage()
    let before = package.files.map { package.read($0) }

    let output = await adopt(["Profil"], in: package)

    #expect(output.status == 2)
    #expect(output.standardError.contains("Package.swift has no target 'Profil' to adopt"))
    #expect(output.standardError.contains("its targets are Profile, Shop"))
    expectNothingWritten(package, before: before)
  }

  @Test @MainActor func `a test target that exists is not reused: --tests names another`()
    async throws
  {
    let manifest = AdoptCommandTests.manifest.replacingOccurrences(
      of: ".testTarget(name: \"ShopTests\"",
      with:
        ".testTarget(name: \"ProfileTests\", dependencies: []),\n    .testTarget(name: \"ShopTests\""
    )
    let package = try profilePackage(manifest: manifest)
    let before = package.files.map { package.read($0) }

    let refused = await adopt(["Profile"], in: package)
    expectNothingWritten(package, before: before)
    let renamed = await adopt(["Profile", "--tests", "ProfileSpecTests"], in: package)

    #expect(refused.status == 2)
    #expect(refused.standardError.contains("would add the target 'ProfileTests'"))
    #expect(refused.standardError.contains("--tests"))
    #expect(renamed.status == 0)
    #expect(package.read("Tests/ProfileSpecTests/ProfilePresenterTests.swift") != nil)
  }

  @Test @MainActor func `a file that exists is never overwritten, and then nothing is written`()
    async throws
  {
    let package = try profilePackage()
    try package.write("// mine\n", to: "Specs/profile.feature.md")
    let before = package.files.map { package.read($0) }

    let output = await adopt(["Profile"], in: package)

    #expect(output.status == 2)
    #expect(
      output.standardError.contains(
        "never overwrites a file, and these exist: Specs/profile.feature.md"
      )
    )
    expectNothingWritten(package, before: before)
  }

  @Test @MainActor func `a presenter whose initializer a test cannot call is refused with why`()
    async throws
  {
    let package = try profilePackage(replacing: ["memberID: String = \"me\"": "memberID: String"])
    let before = package.files.map { package.read($0) }

    let output = await adopt(["Profile"], in: package)

    #expect(output.status == 2)
    #expect(
      output.standardError.contains(
        "No presenter of Profile (ProfilePresenter) has an initializer a test can call"
      )
    )
    expectNothingWritten(package, before: before)
  }

  @Test @MainActor func `a protocol the presenter needs and no mock can be written for stops it`()
    async throws
  {
    let package = try profilePackage(
      replacing: ["  func showEditor(for profile: Profile)": "  func showEditor() -> Self"]
    )
    let before = package.files.map { package.read($0) }

    let output = await adopt(["Profile"], in: package)

    #expect(output.status == 2)
    #expect(output.standardError.contains("no double of `router: ProfileRouting` can be made"))
    #expect(output.standardError.contains("ProfileContract.swift:"))
    #expect(output.standardError.contains("`ProfileRouting` has a method returning `Self`"))
    expectNothingWritten(package, before: before)
  }

  @Test @MainActor func `a protocol no mock can be written for is named, and the rest adopted`()
    async throws
  {
    let package = try profilePackage()
    try package.write(
      "public protocol ProfileCloning {\n  func clone() -> Self\n}\n",
      to: "Sources/Profile/ProfileCloning.swift"
    )

    let output = await adopt(["Profile"], in: package)

    #expect(output.status == 0)
    #expect(
      output.standardOutput.contains(
        "Note: no mock was written for this; write it by hand with the line '// viper-spec mocks: "
          + "hand-written' if a test needs it: Sources/Profile/ProfileCloning.swift:2:"
      )
    )
    #expect(package.read("Tests/ProfileTests/ProfilePresenterTests.swift") != nil)
  }

  /// Found by a reviewer: these presenters were built in code that did not compile.
  @Test @MainActor func `a presenter a first test cannot call is passed over, saying why`()
    async throws
  {
    let package = try profilePackage(
      replacing: [
        "    memberID: String = \"me\"\n  ) {": "    memberID: String = \"me\"\n  ) throws {",
        "func profile(id: String) async throws(ProfileError) -> Profile":
          "var region: String { get }\n  func profile(id: String) async throws(ProfileError) -> Profile",
      ]
    )
    let before = package.files.map { package.read($0) }

    let output = await adopt(["Profile"], in: package)

    #expect(output.status == 2)
    #expect(
      output.standardError.contains(
        "ProfilePresenter.init(view:interactor:router:clock:memberID:): it is throws"
      )
    )
    expectNothingWritten(package, before: before)
  }

  @Test @MainActor func `a double that needs more than a journal rules its presenter out`()
    async throws
  {
    let package = try profilePackage(
      replacing: [
        "func profile(id: String) async throws(ProfileError) -> Profile":
          "var region: String { get }\n  func profile(id: String) async throws(ProfileError) -> Profile"
      ]
    )

    let output = await adopt(["Profile"], in: package)

    #expect(output.status == 2)
    #expect(
      output.standardError.contains(
        "the double for `interactor: ProfileInteracting` needs more than a journal"
      )
    )
  }

  @Test @MainActor func `calendar settings are given as a fixed property, not a long argument`()
    async throws
  {
    let package = try profilePackage(
      replacing: [
        "    clock: any DateClock,\n    memberID":
          "    clock: any DateClock,\n    settings: CalendarSettings,\n    memberID"
      ]
    )

    let output = await adopt(["Profile"], in: package)

    #expect(output.status == 0)
    let test = try #require(package.read("Tests/ProfileTests/ProfilePresenterTests.swift"))
    #expect(test.contains("  private let settings = CalendarSettings(\n    timeZone: .gmt,\n"))
    #expect(test.contains("settings: settings"))
    #expect(test.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }
}
