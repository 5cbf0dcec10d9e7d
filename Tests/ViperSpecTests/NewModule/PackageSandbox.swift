import Foundation
import ViperMocks
import ViperSpecCLI

/// A package in a temporary folder for `viper-spec new` to write into, with helpers to read it.
struct PackageSandbox {
  /// The manifest of a downstream package: one feature, its mocks and steps, tests and a runner.
  static let downstreamManifest = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "Shop",
      dependencies: [
        .package(name: "ViperKit", path: "../ViperSpec")
      ],
      targets: [
        // Production code.
        .target(name: "Shop", dependencies: [.product(name: "ViperCore", package: "ViperKit")]),
        .target(
          name: "ShopMocks",
          dependencies: ["Shop", .product(name: "ViperMocks", package: "ViperKit")],
          path: "Mocks/ShopMocks"
        ),
        .target(
          name: "ShopSpecSteps",
          dependencies: ["Shop", "ShopMocks", .product(name: "ViperSpec", package: "ViperKit")],
          path: "Mocks/ShopSpecSteps"
        ),
        .executableTarget(
          name: "shop-spec",
          dependencies: ["ShopSpecSteps", .product(name: "ViperSpecCLI", package: "ViperKit")]
        ),
        .testTarget(name: "ShopTests", dependencies: ["ShopMocks"])
      ]
    )

    """

  /// The runner's source.
  static let runner = """
    import ShopSpecSteps
    import ViperSpecCLI

    await SpecCommand.main(catalog: ShopSteps.catalog)

    """

  /// The folder, removed when the package is freed.
  let folder: TemporaryFolder

  /// Creates a package with a manifest and, unless told otherwise, the runner and a Mocks folder.
  ///
  /// - Parameters:
  ///   - manifest: The contents of `Package.swift`, or nil for a folder without one.
  ///   - files: Other files to create, by relative path.
  /// - Throws: The file system's error when a file cannot be written.
  init(manifest: String? = downstreamManifest, files: [String: String]? = nil) throws {
    folder = try TemporaryFolder(label: "new-module")
    if let manifest { try write(manifest, to: "Package.swift") }
    for (path, contents) in files ?? ["Sources/shop-spec/main.swift": Self.runner] {
      try write(contents, to: path)
    }
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Mocks"),
      withIntermediateDirectories: true
    )
  }

  /// The package's path.
  var path: String { folder.url.path }

  /// Runs `viper-spec new` on the package, as a team runs it from the package's folder.
  ///
  /// - Parameter arguments: The arguments after `new`.
  /// - Returns: The command's status and output.
  @MainActor
  func new(_ arguments: [String]) async -> SpecCommandOutput {
    await SpecCommand.run(
      ["new"] + arguments + ["--package-path", path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
  }

  /// Writes a file, creating its folders.
  ///
  /// - Parameters:
  ///   - contents: The file's contents.
  ///   - path: The path relative to the package.
  /// - Throws: The file system's error when the file cannot be written.
  func write(_ contents: String, to path: String) throws {
    let url = folder.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(contents.utf8).write(to: url)
  }

  /// Reads a file.
  ///
  /// - Parameter path: The path relative to the package.
  /// - Returns: The contents, or nil when the file does not exist.
  func read(_ path: String) -> String? {
    try? String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every file in the package, as sorted relative paths.
  var files: [String] {
    let root = folder.url.resolvingSymlinksInPath().path
    let enumerator = FileManager.default.enumerator(atPath: root)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        paths.append(path)
      }
    }
    return paths.sorted()
  }
}
