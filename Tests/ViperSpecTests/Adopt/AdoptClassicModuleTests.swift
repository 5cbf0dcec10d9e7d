import Foundation
import Testing
import ViperSpecCLI

/// Adopting the classic VIPER module of `Tests/AdoptFixture/Classic` as a team has it.
///
/// The module is internal, wired through properties and named `…Protocol`. CI adopts the same
/// module, records its first tests, and breaks its presenter to see them go red.
@Suite struct AdoptClassicModuleTests {
  static let manifest = PackageSandbox.downstreamManifest.replacingOccurrences(
    of: "    // Production code.\n",
    with: "    // Production code.\n    .target(name: \"Home\"),\n"
  )

  @MainActor
  private func adopt(_ package: PackageSandbox) async -> SpecCommandOutput {
    await SpecCommand.run(
      ["adopt", "Home", "--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
  }

  private func home() throws -> PackageSandbox {
    let package = try PackageSandbox(manifest: Self.manifest)
    let sources = AdoptFixtureSources.read(
      "Classic",
      ["HomeContract.swift", "HomePresenter.swift", "HomeInteractor.swift"],
      into: "Sources/Home/"
    )
    for (path, source) in sources { try package.write(source, to: path) }
    return package
  }

  /// The module with its contract edited first, as a team's module differs from the fixture.
  private func home(editing edit: (String) -> String) throws -> PackageSandbox {
    let package = try home()
    let contract = try #require(package.read("Sources/Home/HomeContract.swift"))
    try package.write(edit(contract), to: "Sources/Home/HomeContract.swift")
    return package
  }

  @Test @MainActor func `adopts the module as it is, its mocks internal and imported @testable`()
    async throws
  {
    let package = try home()

    let output = await adopt(package)

    #expect(output.standardError == "")
    #expect(output.status == 0)
    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(test.contains("\n@testable import Home\n@testable import HomeMocks\n"))
    let world = try #require(package.read("Mocks/HomeSpecSteps/HomeWorld.swift"))
    #expect(world.contains("\nfinal class HomeWorld: SpecWorld {"))
    let steps = try #require(package.read("Mocks/HomeSpecSteps/HomeSteps.swift"))
    #expect(steps.contains("  public static var catalog: StepCatalog {"))
    #expect(steps.contains("\n  static let library: StepLibrary<HomeWorld> = {"))
  }

  @Test @MainActor func `the first test wires the presenter through its properties`() async throws {
    let package = try home()

    _ = await adopt(package)

    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    for line in [
      "    view = HomeRecorderView(journal: journal)",
      "    interactor = MockHomeInteractorInput(journal: journal)",
      "    router = MockHomeRouter(journal: journal)",
      "    presenter = HomePresenter()",
      "    presenter.view = view",
      "    presenter.interactor = interactor",
      "    presenter.router = router",
    ] {
      #expect(test.contains(line + "\n"), "\(line)")
    }
  }

  @Test @MainActor
  func `each input the presenter hears gets a test, its values made by rule, to be recorded`()
    async throws
  {
    let package = try home()

    _ = await adopt(package)

    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    for line in [
      "  @Test func `on viewDidLoad, says what it says today`() async {",
      "    presenter.viewDidLoad()",
      "    presenter.didTapToday()",
      #"    presenter.didFetchUser(User(name: "name", avatarURL: URL(fileURLWithPath: "/avatarURL")))"#,
      "    presenter.didFailToFetchUser(SampleError())",
      "    expectTranscript(\n      journal,\n      \"\"\n    )",
      "private struct SampleError: Error {}",
    ] {
      #expect(test.contains(line + "\n"), "\(line)")
    }
  }

  @Test @MainActor
  func `an input whose values adopt cannot make is named at its line, not dropped`()
    async throws
  {
    let package = try home { contract in
      contract.replacingOccurrences(
        of: "  func didTapToday()\n",
        with: "  func didTapToday()\n  func didPick(_ row: IndexPath)\n"
      )
    }

    let output = await adopt(package)

    #expect(output.status == 0)
    #expect(
      output.standardOutput.contains(
        "Note: Sources/Home/HomeContract.swift:34: `didPick(_:)` takes `row: IndexPath`, which "
          + "adopt cannot make: write its test by hand"
      )
    )
    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(!test.contains("didPick"))
  }

  @Test @MainActor
  func `every stub of a double answers its placeholder, so each input runs through`()
    async throws
  {
    let package = try PackageSandbox(manifest: AdoptCommandTests.manifest)
    for (path, source) in AdoptCommandTests.profileSources { try package.write(source, to: path) }

    _ = await SpecCommand.run(
      ["adopt", "Profile", "--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )

    let test = try #require(package.read("Tests/ProfileTests/ProfilePresenterTests.swift"))
    #expect(test.contains("    interactor.profile.fails(with: .notFound)\n"))
    #expect(test.contains("    await presenter.viewAppeared()\n"))
    #expect(test.contains("\nimport Profile\nimport ProfileMocks\n"))
  }

  @Test @MainActor func `overloaded inputs get a test each, under names of their own`() async throws
  {
    let package = try home { contract in
      contract.replacingOccurrences(
        of: "  func didTapToday()\n",
        with:
          "  func didTapToday()\n  func didSelect(_ row: Int)\n  func didSelect(_ name: String)\n"
      )
    }

    _ = await adopt(package)

    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(test.contains("  @Test func `on didSelect, says what it says today`() async {"))
    #expect(test.contains("  @Test func `on didSelect 2, says what it says today`() async {"))
    #expect(test.contains("    presenter.didSelect(1)\n"))
    #expect(test.contains("    presenter.didSelect(\"name\")\n"))
  }

  @Test @MainActor func `of two presenters, the one named after the module is adopted`()
    async throws
  {
    let package = try home()
    try package.write(
      "class HomeHelpPresenter {\n  weak var view: HomeViewProtocol?\n}\n",
      to: "Sources/Home/HomeHelpPresenter.swift"
    )

    let output = await adopt(package)

    #expect(output.status == 0)
    #expect(package.read("Tests/HomeTests/HomePresenterTests.swift") != nil)
    #expect(package.read("Tests/HomeTests/HomeHelpPresenterTests.swift") == nil)
  }

  @Test @MainActor func `a presenter isolated to nothing is tested off the main actor`()
    async throws
  {
    let package = try home()

    _ = await adopt(package)

    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(test.contains("\n@Suite(.harness) struct HomePresenterTests {"))
    #expect(test.contains("  @Test func `on didPullToRefresh, says what it says today`() async {"))
    #expect(test.contains("    await presenter.didPullToRefresh()\n"))
  }

  @Test @MainActor func `a property no double can be made for is left unset, and said so`()
    async throws
  {
    let package = try home { contract in
      contract.replacingOccurrences(
        of: "  func showError(_ message: String)\n",
        with: "  func showError(_ message: String)\n  func currentText() -> String\n"
      )
    }

    let output = await adopt(package)

    #expect(output.status == 0)
    #expect(output.standardOutput.contains("`HomePresenter.view` is left unset in the first tests"))
    #expect(
      output.standardOutput.contains("no recorder view of `view: HomeViewProtocol` can be written")
    )
    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(!test.contains("HomeRecorderView"))
  }

  @Test @MainActor func `each input's test lets the work it started settle before it reads`()
    async throws
  {
    let package = try home()

    _ = await adopt(package)

    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(test.contains("  private let clock = TestClock(now: Date(timeIntervalSince1970: 0))"))
    #expect(test.contains("    presenter.viewDidLoad()\n    await clock.run()\n"))
  }

  @Test @MainActor func `a view inherited from a generic base presenter is wired`() async throws {
    let package = try home()
    let presenter = try #require(package.read("Sources/Home/HomePresenter.swift"))
    try package.write(
      presenter.replacingOccurrences(
        of: "class HomePresenter: HomePresenterProtocol {\n  weak var view: HomeViewProtocol?\n",
        with: "class BasePresenter<View> {\n  var view: View?\n}\n\n"
          + "class HomePresenter: BasePresenter<HomeViewProtocol>, HomePresenterProtocol {\n"
      ),
      to: "Sources/Home/HomePresenter.swift"
    )

    _ = await adopt(package)

    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(test.contains("    presenter.view = view\n"))
  }

  @Test @MainActor func `a struct is made by its memberwise initializer, unless it has none`()
    async throws
  {
    let package = try home { contract in
      contract.replacingOccurrences(
        of: "  func didTapToday()\n",
        with:
          "  func didTapToday()\n  func didReach(step: Step)\n  func didAuthorize(token: Token)\n"
      ) + "public struct Step: Equatable { public var index: Int; public var title: String }\n"
        + "public struct Token { let raw: String; private var cache: [String] = [] }\n"
    }

    let output = await adopt(package)

    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(test.contains(#"    presenter.didReach(step: Step(index: 1, title: "title"))"#))
    #expect(!test.contains("didAuthorize"))
    #expect(output.standardOutput.contains("`didAuthorize(token:)` takes `token: Token`"))
  }

  @Test @MainActor func `a stub's answer is made by the value rule, or its call is named`()
    async throws
  {
    let package = try home { contract in
      contract.replacingOccurrences(
        of: "  func fetchUser()\n",
        with: "  func fetchUser()\n  func currentAuthor() -> Author\n  func cursor() -> Cursor\n"
      ) + "final class Author {\n  let name: String\n  init(name: String) { self.name = name }\n}\n"
        + "final class Cursor {\n  init(_ handle: OpaquePointer) {}\n}\n"
    }

    let output = await adopt(package)

    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(test.contains(#"    interactor.currentAuthorStub.returns(Author(name: "name"))"#))
    #expect(!test.contains("cursorStub"))
    #expect(output.standardOutput.contains("`interactor.cursor()` is left unstubbed"))
  }

  @Test @MainActor func `a nested enum input is made by its first case`() async throws {
    let package = try home { contract in
      contract.replacingOccurrences(
        of: "  func didTapToday()\n",
        with: "  func didTapToday()\n  func didFilter(_ kind: Item.Kind)\n"
      ) + "struct Item {\n  enum Kind {\n    case open\n    case done\n  }\n}\n"
    }

    _ = await adopt(package)

    let test = try #require(package.read("Tests/HomeTests/HomePresenterTests.swift"))
    #expect(test.contains("    presenter.didFilter(.open)\n"))
  }
}
