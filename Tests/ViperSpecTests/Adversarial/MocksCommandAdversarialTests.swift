import Foundation
import Testing
import ViperSpecCLI

/// Tries to make `viper-spec mocks` write a mock that does not compile, lose what an author
/// wrote, or let one refusal stop the other mocks.
@Suite struct MocksCommandAdversarialTests {
  @MainActor
  private func mocks(_ arguments: [String], in package: PackageSandbox) async -> SpecCommandOutput {
    await SpecCommand.run(
      ["mocks"] + arguments + ["--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
  }

  private func shop(_ contract: String) throws -> PackageSandbox {
    let package = try PackageSandbox()
    try package.write(contract, to: "Sources/Shop/Contract.swift")
    return package
  }

  @Test(arguments: [
    ("  static func make() -> Self\n", "Contract.swift:3:", "returning `Self`"),
    ("  func view() -> some Sequence\n", "Contract.swift:3:", "returning `some Sequence`"),
    ("  associatedtype Item where Item: Equatable\n", "Contract.swift:3:", "`where` clause"),
    ("  func map(_ body: () async -> Void) reasync\n", "Contract.swift:3:", "reasync"),
  ])
  @MainActor func `a requirement no mock can meet is refused at its line, and the rest written`(
    requirement: String,
    location: String,
    reason: String
  ) async throws {
    let package = try shop(
      "public struct Item2 {}\npublic protocol CartRouting: Sendable {\n\(requirement)}\n"
        + "public protocol Paying: Sendable {\n  func pay() async\n}\n"
    )

    let output = await mocks(["Shop"], in: package)

    #expect(output.status == 3)
    #expect(output.standardError.contains("every other mock was written"))
    #expect(output.standardError.contains("Sources/Shop/\(location)"))
    #expect(output.standardError.contains(reason))
    #expect(output.standardError.contains("// viper-spec mocks: hand-written"))
    #expect(
      package.files.filter { $0.hasPrefix("Mocks/ShopMocks") } == [
        "Mocks/ShopMocks/MockPayer.swift"
      ]
    )
  }

  @Test @MainActor
  func `a settable property of a Sendable protocol sits behind a lock, so the mock stays Sendable`()
    async throws
  {
    let package = try shop(
      "public protocol Counting: Sendable {\n  var count: Int { get set }\n}\n"
    )

    let output = await mocks(["Shop"], in: package)

    #expect(output.status == 0)
    let mock = try #require(package.read("Mocks/ShopMocks/MockCounter.swift"))
    for line in [
      "  public var count: Int {",
      "    get { countStorage.withLock { $0 } }",
      "    set { countStorage.withLock { $0 = newValue } }",
      "  private let countStorage: LockedState<Int>",
      "  public init(journal: Journal, count: Int) {",
      "    countStorage = LockedState(count)",
    ] {
      #expect(mock.contains(line + "\n"), "\(line)")
    }
  }

  @Test @MainActor func `a protocol inheriting one from another module is refused`() async throws {
    let package = try shop("public protocol Naming: Codable {\n  func name() -> String\n}\n")

    let output = await mocks(["Shop"], in: package)

    #expect(output.status == 3)
    #expect(output.standardError.contains("`Naming` inherits `Codable`"))
  }

  @Test @MainActor
  func `a mock marked hand-written is left alone, and so is one no rule can write`()
    async throws
  {
    let package = try shop(
      "public protocol Stocking: Sendable {\n  func item() -> Self\n}\n"
        + "public protocol Paying: Sendable {\n  func pay() async\n}\n"
    )
    let stocker = "public import Shop\n\npublic final class MockStocker {}\n"
    let payer = "// viper-spec mocks: hand-written\npublic final class MockPayer {}\n"
    try package.write(stocker, to: "Mocks/ShopMocks/MockStocker.swift")
    try package.write(payer, to: "Mocks/ShopMocks/MockPayer.swift")

    let output = await mocks(["Shop"], in: package)
    let check = await mocks(["Shop", "--check"], in: package)

    #expect(output.status == 0)
    #expect(package.read("Mocks/ShopMocks/MockStocker.swift") == stocker)
    #expect(package.read("Mocks/ShopMocks/MockPayer.swift") == payer)
    #expect(
      output.standardOutput.contains("Mocks/ShopMocks/MockPayer.swift is marked hand-written")
    )
    #expect(output.standardOutput.contains("Mocks/ShopMocks/MockStocker.swift stays as written"))
    #expect(check.status == 0)
  }

  @Test @MainActor func `protocols in comments, strings and other types' bodies are not read`()
    async throws
  {
    let package = try shop(
      """
      // public protocol CommentedRouting: AnyObject { func go() }
      /* public protocol BlockRouting: AnyObject { func go() } */
      let text = "public protocol StringRouting: AnyObject { func go() }"
      let raw = #"public protocol RawRouting: AnyObject { func go() }"#
      public protocol RealRouting: Sendable {
        /// Goes `{` somewhere "}".
        func go(to place: String)
      }
      internal protocol HiddenRouting: Sendable {
        func go()
      }

      """
    )

    let output = await mocks(["Shop"], in: package)

    #expect(output.status == 0)
    #expect(
      package.files.filter { $0.hasPrefix("Mocks/") } == [
        "Mocks/ShopMocks/MockHiddenRouter.swift", "Mocks/ShopMocks/MockRealRouter.swift",
      ]
    )
  }

  @Test @MainActor
  func `a package without the mocks target is told which to add, and nothing is written`()
    async throws
  {
    let package = try PackageSandbox(
      manifest: PackageSandbox.downstreamManifest.replacingOccurrences(
        of: "name: \"ShopMocks\"",
        with: "name: \"ShopDoubles\""
      )
    )
    try package.write(
      "public protocol Paying: Sendable { func pay() async }\n",
      to: "Sources/Shop/A.swift"
    )

    let output = await mocks(["Shop"], in: package)
    let unknown = await mocks(["Shoop"], in: package)

    #expect(output.status == 2)
    #expect(output.standardError.contains("Package.swift has no target 'ShopMocks'"))
    #expect(output.standardError.contains("or give --into TARGET"))
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("no target 'Shoop'; its targets are Shop, ShopDoubles"))
    #expect(!package.files.contains { $0.hasPrefix("Mocks/Shop") })
  }

  @Test @MainActor func `long names and signatures are wrapped within 100 columns`() async throws {
    let package = try shop(
      """
      public enum AnExtremelyLongAndDescriptiveFailureName: Error { case failed }
      public struct AnExtremelyLongAndDescriptiveResultName {}
      public protocol AnExtremelyLongAndDescriptiveServiceNameForTests: Sendable {
        func performTheOperationWithAVeryLongName(firstArgument: String, secondArgument: Int, third: [String: Int]) async throws(AnExtremelyLongAndDescriptiveFailureName) -> AnExtremelyLongAndDescriptiveResultName
        func anotherVeryLongMethodNameWithoutArgumentsAtAllForTheStub() async throws(AnExtremelyLongAndDescriptiveFailureName) -> [AnExtremelyLongAndDescriptiveResultName]
      }

      """
    )

    let output = await mocks(["Shop"], in: package)

    #expect(output.status == 0)
    let source = try #require(
      package.read("Mocks/ShopMocks/MockAnExtremelyLongAndDescriptiveServiceNameForTests.swift")
    )
    let long = source.split(separator: "\n").filter { $0.count > 100 && !$0.contains("class ") }
    #expect(long == [])
    #expect(
      source.contains(
        "  public func performTheOperationWithAVeryLongName(\n    firstArgument: String,\n"
      )
    )
  }

  @Test @MainActor func `a placeholder written stays only while the method's result is unchanged`()
    async throws
  {
    let contract =
      "public enum Failure: Error { case a, b }\npublic protocol Paying: Sendable {\n  func pay() throws(Failure) -> Int?\n}\n"
    let package = try shop(contract)
    _ = await mocks(["Shop"], in: package)
    let path = "Mocks/ShopMocks/MockPayer.swift"
    let mock = try #require(package.read(path))
    try package.write(
      mock.replacingOccurrences(of: "placeholder: nil", with: "placeholder: 7"),
      to: path
    )
    _ = await mocks(["Shop"], in: package)
    #expect(package.read(path)?.contains("placeholder: 7") == true)

    try package.write(
      contract.replacingOccurrences(of: "-> Int?", with: "-> Bool"),
      to: "Sources/Shop/Contract.swift"
    )
    _ = await mocks(["Shop"], in: package)

    #expect(package.read(path)?.contains("placeholder: false") == true)
  }

  /// Found by a reviewer: each of these wrote a mock that did not compile, or none.
  @Test @MainActor func `the tricky fixture's mock gives every requirement a stub of its own`()
    async throws
  {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../AdoptFixture/Tricky/TrickyContract.swift").standardized
    let contract = try String(decoding: Data(contentsOfFileAt: folder.path), as: UTF8.self)
    let package = try shop(contract)

    let output = await mocks(["Shop"], in: package)

    #expect(output.status == 0)
    #expect(output.standardOutput.contains("Nested is declared inside a type or an extension"))
    let mock = try #require(package.read("Mocks/ShopMocks/MockTrickyServer.swift"))
    for line in [
      "    recordCall(ClosureArgument())",
      "    compute.answer(self, ClosureArgument(), placeholder: 0)",
      "  public let findIdInt = Stub<String, Never>()",
      "  public let findIdString = Stub<String, Never>()",
      "  public let loadIdInt = Stub<Selfie, TrickyError>()",
      "  public let loadIdInt2 = Stub<Selfie, TrickyError>()",
      "  public let defaultStub = Stub<String, Never>()",
      "  public let `repeat` = Stub<[Selfie], Never>()",
      "    peek.answer(self, copy name, placeholder: 0)",
      "  public let selfiesStub = Stub<[Selfie], Never>()",
      "    recordCall(selfie, completion)",
      "    recordCall(handler as Any)",
    ] {
      #expect(mock.contains(line + "\n"), "\(line)")
    }
  }

  @Test @MainActor func `a protocol with #if blocks is mocked under the same conditions`()
    async throws
  {
    let package = try shop(
      "public protocol Showing: Sendable {\n#if canImport(UIKit)\n  func show() -> String\n#endif\n}\n"
    )

    let output = await mocks(["Shop"], in: package)

    #expect(output.status == 0)
    let mock = try #require(package.read("Mocks/ShopMocks/MockShower.swift"))
    #expect(mock.contains("  #if canImport(UIKit)\n    public func show() -> String {\n"))
  }

  @Test @MainActor
  func `a result no placeholder can stand for stops the test only if called unstubbed`()
    async throws
  {
    let package = try shop(
      "public final class Author {\n  init(name: String) {}\n}\n"
        + "public protocol Authoring: AnyObject {\n  func currentAuthor() -> Author\n}\n"
    )

    let output = await mocks(["Shop"], in: package)

    #expect(output.status == 0)
    let mock = try #require(package.read("Mocks/ShopMocks/MockAuthorer.swift"))
    #expect(mock.contains("  public let currentAuthorStub = Stub<Author, Never>()\n"))
    #expect(mock.contains("    currentAuthorStub.answer(self, placeholder: stopUnstubbedCall())\n"))
  }
}
