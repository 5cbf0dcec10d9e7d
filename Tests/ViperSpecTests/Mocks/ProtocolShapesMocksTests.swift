import Foundation
import Testing
import ViperSpecCLI

/// `viper-spec mocks` on the protocol shapes of `Tests/AdoptFixture/Shapes`, which CI also
/// builds and exercises: every shape gets a mock, and the ones it refuses stop nothing else.
@Suite struct ProtocolShapesMocksTests {
  static let sources = AdoptFixtureSources.read(
    "Shapes",
    ["ShapesContract.swift", "RefusedShapes.swift"],
    into: "Sources/Shop/"
  )

  @MainActor
  private func mocks(in package: PackageSandbox) async -> SpecCommandOutput {
    await SpecCommand.run(
      ["mocks", "Shop", "--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
  }

  /// The package, with a `Login` target whose protocol a shape inherits, as in CI's scratch copy.
  private func shapes() throws -> PackageSandbox {
    let package = try PackageSandbox(
      manifest: PackageSandbox.downstreamManifest.replacingOccurrences(
        of: "    // Production code.\n",
        with: "    // Production code.\n    .target(name: \"Login\"),\n"
      )
    )
    for (path, source) in Self.sources { try package.write(source, to: path) }
    try package.write(
      "public protocol Authenticating: Sendable {\n"
        + "  func authenticate(account: String, password: String) async -> Bool\n}\n",
      to: "Sources/Login/LoginContract.swift"
    )
    return package
  }

  @Test @MainActor func `three refusals are named and every other mock is written`() async throws {
    let package = try shapes()

    let output = await mocks(in: package)

    #expect(output.status == 3)
    #expect(
      output.standardError.contains(
        "RefusedShapes.swift:6: `Cloning` has a method returning `Self`"
      )
    )
    #expect(
      output.standardError.contains("RefusedShapes.swift:10: `Sorting`: it has a `where` clause")
    )
    #expect(output.standardError.contains("RefusedShapes.swift:16: `Coding` inherits `Codable`"))
    #expect(package.files.filter { $0.hasPrefix("Mocks/ShopMocks/") }.count == 11)
  }

  @Test(arguments: [
    (
      "MockRequester",
      [
        "  public let request = Stub<any Sendable, any Error>()",
        "  public func request<T: Decodable & Sendable>(_ path: String, as type: T.Type) async throws -> T {",
        "    try await request.suspendingAnswer(self, path, type, as: T.self)",
        "  public func send<Body: Encodable>(_ body: Body) async throws(ShapeError) {",
      ]
    ),
    (
      "MockRepository",
      [
        "public final class MockRepository<Item: Equatable & Sendable>: Mock, Repository {",
        #"  public nonisolated var journalSubject: String { "repository" }"#,
        "  public let item = Stub<Item, ShapeError>()",
      ]
    ),
    (
      "MockTricky",
      [
        "  public static var instances: Int {",
        "    reportStaticCall()",
        "  public func normalize(_ value: inout String) {",
        "  public func perform(_ body: () throws -> Void) rethrows {",
        "    boundsStub.answer(self, placeholder: (lower: 0, upper: 0))",
        "    namesStub.answer(self, placeholder: AsyncStream<String> { $0.finish() })",
        "    get async throws {",
        "      try await sessionStub.suspendingAnswer(self, placeholderError: UnstubbedCallError())",
        "  public func keep(_ frog: sending Frog) {",
        "    recordCall(copy frog)",
        "  public func log(_ names: String...) {",
      ]
    ),
    (
      "MockPlatformer",
      [
        "  #if os(Linux)",
        "    public func linuxOnly() -> String {",
        "  #if !(os(Linux)) && os(macOS)",
        "  #if !(os(Linux)) && !(os(macOS))",
        "  #endif",
      ]
    ),
    (
      "MockStorer",
      ["@StoreActor\npublic final class MockStorer: Mock, Storing {"]
    ),
    (
      "MockIndexer",
      [
        "  public subscript(index: Int) -> String {",
        "    subscriptStubInt.answer(self, index)",
        "  public subscript(key key: String) -> Int? {",
        "    set { recordCall(key, newValue as Any) }",
      ]
    ),
    (
      "MockMaker",
      [
        "  public init(name: String) {",
        "    self.journal = Journal(exhaustive: false, reporter: .testRunner)",
        "    self.name = String()",
        "    recordCall(name)",
      ]
    ),
    (
      "MockNamer",
      [
        "  public nonisolated static func == (left: MockNamer, right: MockNamer) -> Bool {",
        "  public nonisolated func hash(into hasher: inout Hasher) {",
        "  public nonisolated var description: String { journalSubject }",
      ]
    ),
    (
      "MockAuditedAuthenticator",
      [
        "import Login\npublic import Shop",
        "  public func authenticate(account: String, password: String) async -> Bool {",
      ]
    ),
  ])
  @MainActor func `each shape gets the mock it needs`(mock: String, lines: [String]) async throws {
    let package = try shapes()

    _ = await mocks(in: package)

    let source = try #require(package.read("Mocks/ShopMocks/\(mock).swift"))
    for line in lines {
      #expect(source.contains(line + "\n"), "\(line)")
    }
  }

  @Test @MainActor func `a package whose style does not indent #if blocks gets mocks that do not`()
    async throws
  {
    let package = try shapes()
    try package.write(
      #"{ "version": 1, "indentConditionalCompilationBlocks": false }"#,
      to: ".swift-format"
    )

    _ = await mocks(in: package)

    let mock = try #require(package.read("Mocks/ShopMocks/MockPlatformer.swift"))
    #expect(mock.contains("  #if os(Linux)\n  public func linuxOnly() -> String {\n"))
  }

  @Test @MainActor func `every shape's mock is what checking it regenerates`() async throws {
    let package = try shapes()
    _ = await mocks(in: package)

    let check = await SpecCommand.run(
      ["mocks", "Shop", "--check", "--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )

    #expect(check.status == 3)
    #expect(check.standardOutput.contains("Shop: all 11 mocks match their protocols."))
  }
}
