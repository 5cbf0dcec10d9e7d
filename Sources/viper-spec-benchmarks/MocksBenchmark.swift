import Foundation
import ViperSpec
import ViperSpecCLI

/// `viper-spec mocks` on a module of 100 protocols of the shapes real modules have, end to end:
/// reading the package, planning every mock and writing it (budget: under a second).
enum MocksBenchmark {
  /// Writes a package with the module `Big`: 100 files of ten shapes, 110 protocols in all.
  ///
  /// - Parameter folder: An empty folder of the benchmark's own.
  /// - Throws: When a file cannot be written.
  static func makePackage(in folder: URL) throws {
    try write(
      """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "Big",
        targets: [
          .target(name: "Big"),
          .target(name: "BigMocks", dependencies: ["Big"], path: "Mocks/BigMocks"),
        ]
      )

      """,
      to: folder.appendingPathComponent("Package.swift")
    )
    for number in 0..<100 {
      try write(
        source(number),
        to: folder.appendingPathComponent(
          "Sources/Big/Screen\(number)/Screen\(number)Contract.swift"
        )
      )
    }
  }

  /// Runs `mocks Big` on the package, after removing what an earlier run wrote.
  ///
  /// - Parameter folder: The package's folder.
  @MainActor
  static func run(in folder: URL) async {
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("Mocks"))
    let output = await SpecCommand.run(
      ["mocks", "Big", "--package-path", folder.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
    precondition(
      output.status == 0 && output.standardOutput.contains("Big: 100 mocks written"),
      "mocks failed: \(output.standardError)\(output.standardOutput.suffix(300))"
    )
  }

  /// One protocol of the ten shapes, by its number.
  private static func source(_ number: Int) -> String {
    let name = "Screen\(number)"
    switch number % 10 {
    case 0:
      return """
        import Foundation

        public struct \(name)Item: Equatable, Sendable { public var title: String }
        public enum \(name)Error: Error, Equatable, Sendable { case offline(reason: String) }

        public protocol \(name)Interacting: Sendable {
          func items() async throws(\(name)Error) -> [\(name)Item]
          func item(id: Int) async throws(\(name)Error) -> \(name)Item
          func save(_ item: \(name)Item, at date: Date) async throws(\(name)Error)
        }

        """
    case 1:
      return "@MainActor\npublic protocol \(name)Routing: AnyObject {\n"
        + "  func showDetail(id: Int)\n  func close()\n}\n"
    case 2:
      return "@MainActor\npublic protocol \(name)Displaying: AnyObject {\n"
        + "  func render(title: String, rows: [String])\n}\n"
    case 3:
      return "protocol \(name)InteractorOutputProtocol: AnyObject {\n"
        + "  func didLoad(_ names: [String])\n  func didFail(_ error: Error)\n}\n"
    case 4:
      return "typealias \(name)Completion = (Result<[String], Error>) -> Void\n\n"
        + "protocol \(name)InteractorInputProtocol: AnyObject {\n"
        + "  var presenter: \(name)InteractorOutputProtocol? { get set }\n"
        + "  func load(completion: @escaping \(name)Completion)\n}\n"
        + "protocol \(name)InteractorOutputProtocol: AnyObject {\n  func didLoad()\n}\n"
    case 5:
      return "public protocol \(name)Requesting: Sendable {\n"
        + "  func request<T: Decodable & Sendable>(_ path: String, as type: T.Type) async throws -> T\n}\n"
    case 6:
      return "public protocol \(name)Repository<Item>: AnyObject {\n"
        + "  associatedtype Item: Equatable\n  func all() -> [Item]\n  func save(_ item: Item)\n}\n"
    case 7:
      return "protocol \(name)RouterProtocol: AnyObject {\n"
        + "  static func createModule() -> AnyObject\n"
        + "  func goBack(from view: AnyObject, animated: Bool)\n}\n"
    case 8:
      return "public protocol \(name)Configuring: Sendable {\n"
        + "  var locale: String { get set }\n  var token: String { get async throws }\n}\n"
    default:
      return "public protocol \(name)Platforming: AnyObject {\n  func common() -> Int\n"
        + "  #if os(Linux)\n    func linuxOnly() -> String\n  #endif\n"
        + "  subscript(index: Int) -> String { get }\n}\n"
    }
  }

  private static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(text.utf8).write(to: url)
  }
}
