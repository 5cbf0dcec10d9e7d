// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ViperSpec",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "ViperCore", targets: ["ViperCore"]),
    .library(name: "ViperCoreMocks", targets: ["ViperCoreMocks"]),
    .library(name: "ViperSpec", targets: ["ViperSpec"]),
    .library(name: "ViperSpecTesting", targets: ["ViperSpecTesting"]),
    .library(name: "Todos", targets: ["Todos"]),
    .library(name: "TodosMocks", targets: ["TodosMocks"]),
    .executable(name: "viper-spec", targets: ["viper-spec"]),
  ],
  targets: [
    .target(name: "ViperCore"),
    .target(name: "Todos", dependencies: ["ViperCore"]),
    .target(name: "ViperSpec"),
    .target(name: "ViperSpecTesting", dependencies: ["ViperSpec"]),
    .target(
      name: "ViperCoreMocks",
      dependencies: ["ViperCore", "ViperSpec"],
      path: "Mocks/ViperCoreMocks"
    ),
    .target(
      name: "TodosMocks",
      dependencies: ["Todos", "ViperCore", "ViperCoreMocks", "ViperSpec"],
      path: "Mocks/TodosMocks"
    ),
    .executableTarget(name: "viper-spec", dependencies: ["ViperSpec", "TodosMocks"]),
    .executableTarget(
      name: "viper-spec-benchmarks",
      dependencies: ["ViperCore", "ViperCoreMocks", "ViperSpec"]
    ),
    .testTarget(name: "ViperCoreTests", dependencies: ["ViperCore", "ViperCoreMocks"]),
    .testTarget(
      name: "ViperSpecTests",
      dependencies: ["ViperCoreMocks", "ViperSpec", "ViperSpecTesting"],
      exclude: ["SpecKit/Fixtures"]
    ),
    .testTarget(
      name: "ViperCoreMocksTests",
      dependencies: ["ViperCore", "ViperCoreMocks", "ViperSpec", "ViperSpecTesting"]
    ),
    .testTarget(
      name: "TodosTests",
      dependencies: [
        "Todos", "TodosMocks", "ViperCore", "ViperCoreMocks", "ViperSpec", "ViperSpecTesting",
      ]
    ),
  ]
)

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    ]
}
