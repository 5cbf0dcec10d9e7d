// swift-tools-version: 6.2
import PackageDescription

// A team's own package using ViperSpec: one VIPER module (Login), its mocks, its tests, its specs
// and its own spec runner. ViperSpec's repository builds and tests it on every CI run.
let package = Package(
  name: "LoginExample",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    // In your package: .package(url: "<ViperSpec's Git URL>", branch: "main"): no release is
    // tagged yet; pin a revision with `revision: "<commit>"` for builds that must not move.
    .package(name: "ViperSpec", path: "../..")
  ],
  targets: [
    // Production code: the seams only.
    .target(name: "Login", dependencies: [.product(name: "ViperCore", package: "ViperSpec")]),
    // Mocks: the journal, stubs and recorder view, usable by any test target.
    .target(
      name: "LoginMocks",
      dependencies: ["Login", .product(name: "ViperMocks", package: "ViperSpec")],
      path: "Mocks/LoginMocks"
    ),
    // Step definitions that bind Specs/login to the real module.
    .target(
      name: "LoginSpecSteps",
      dependencies: ["Login", "LoginMocks", .product(name: "ViperSpec", package: "ViperSpec")],
      path: "Mocks/LoginSpecSteps"
    ),
    // `swift run login-spec`: the living documentation of Specs/.
    .executableTarget(
      name: "login-spec",
      dependencies: ["LoginSpecSteps", .product(name: "ViperSpecCLI", package: "ViperSpec")]
    ),
    .testTarget(
      name: "LoginTests",
      dependencies: ["Login", "LoginMocks", .product(name: "ViperTesting", package: "ViperSpec")]
    ),
    // The same module tested from XCTest, as older test targets are.
    .testTarget(
      name: "LoginXCTests",
      dependencies: ["Login", "LoginMocks", .product(name: "ViperTesting", package: "ViperSpec")]
    ),
    .testTarget(
      name: "LoginSpecTests",
      dependencies: ["LoginSpecSteps", .product(name: "ViperSpecTesting", package: "ViperSpec")]
    ),
  ]
)

for target in package.targets {
  target.swiftSettings = [.swiftLanguageMode(.v6)]
}
