import Foundation
import Testing
import ViperSpecCLI

/// `viper-spec mocks` on the protocol shapes of `Tests/AdoptFixture/Shapes`, which CI also
/// builds and exercises: every shape gets a mock, and the ones it refuses stop nothing else.
@Suite struct ProtocolShapesMocksTests {
  static let sources: [String: String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../AdoptFixture/Shapes").standardized
    var sources: [String: String] = [:]
    for name in ["ShapesContract.swift", "RefusedShapes.swift"] {
      let url = folder.appendingPathComponent(name)
      sources["Sources/Shop/" + name] =
        (try? Data(contentsOfFileAt: url.path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    return sources
  }()

  @MainActor
  private func mocks(in package: PackageSandbox) async -> SpecCommandOutput {
    await SpecCommand.run(
      ["mocks", "Shop", "--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
  }

  private func shapes() throws -> PackageSandbox {
    let package = try PackageSandbox()
    for (path, source) in Self.sources { try package.write(source, to: path) }
    return package
  }

  @Test @MainActor func `three refusals are named and every other mock is written`() async throws {
    let package = try shapes()

    let output = await mocks(in: package)

    #expect(output.status == 3)
    #expect(output.standardError.contains("RefusedShapes.swift:6: `Indexing` has a subscript"))
    #expect(
      output.standardError.contains("RefusedShapes.swift:12: `Making` has an initializer")
    )
    #expect(output.standardError.contains("`Naming` inherits `Identifiable`"))
    #expect(package.files.filter { $0.hasPrefix("Mocks/ShopMocks/") }.count == 6)
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
  ])
  @MainActor func `each shape gets the mock it needs`(mock: String, lines: [String]) async throws {
    let package = try shapes()

    _ = await mocks(in: package)

    let source = try #require(package.read("Mocks/ShopMocks/\(mock).swift"))
    for line in lines {
      #expect(source.contains(line + "\n"), "\(line)")
    }
  }
}
