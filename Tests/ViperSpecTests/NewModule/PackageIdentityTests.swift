import Foundation
import Testing
import ViperSpecCLI

/// A new module's targets name ViperSpec's products by the identity the manifest resolves.
///
/// A product names its package by the package's identity, which is not always `ViperSpec`: the
/// dependency's `name:`, else the last part of its URL or path. `adopt` and `mocks`' advice read
/// the manifest the same way.
@Suite struct PackageIdentityTests {
  private static func manifest(dependencies: String) -> String {
    """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "Shop",
      dependencies: [
    \(dependencies)
      ],
      targets: [
        .target(name: "Shop")
      ]
    )

    """
  }

  @Test(arguments: [
    (#"    .package(path: "../checkouts/viper-spec")"#, "viper-spec"),
    (
      #"    .package(url: "https://example.com/team/Viper_Spec.git", branch: "main")"#, "Viper_Spec"
    ),
    (#"    .package(name: "ViperKit", path: "../ViperSpec")"#, "ViperKit"),
    (
      #"""
          .package(url: "https://example.com/apple/swift-algorithms", from: "1.2.0"),
          .package(path: "../viper-spec")
      """#, "viper-spec"
    ),
    (#"    .package(path: "../tools/kit")"#, "kit"),
  ])
  @MainActor func `a new module's targets name ViperSpec by the dependency's identity`(
    dependencies: String,
    identity: String
  ) async throws {
    let package = try PackageSandbox(
      manifest: Self.manifest(dependencies: dependencies),
      files: [:]
    )

    let output = await package.new(["Checkout"])

    #expect(output.status == 0)
    let manifest = try #require(package.read("Package.swift"))
    #expect(manifest.contains(#".product(name: "ViperCore", package: "\#(identity)")"#))
  }
}
