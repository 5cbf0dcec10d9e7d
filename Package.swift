// swift-tools-version: 6.2
import PackageDescription

// Products are cut by what a target needs, so that a downstream target compiles only what it uses:
//
//   ViperCore         production code: the seams (clock, calendar, data store, navigation)
//   ViperMocks        a mocks module: journal, stubs, rendering, test clock, in-memory stores
//   ViperTesting      a test target: ViperMocks plus the Swift Testing expectations
//   ViperSpec         a step library: the spec kit (Gherkin, expressions, steps, runner)
//   ViperSpecTesting  a spec test target: ViperSpec and ViperTesting plus spec suites
//   ViperSpecCLI      a spec runner executable: the `viper-spec` command line and its reports
//
// ViperRuntime is no product: it fences the harness's reaches below Swift's public API (see its
// README.md), and ViperMocks brings it along.
//
// Each product re-exports the ones below it, so every role needs one import. The products are
// the public module graph, each with its DocC catalog: a build-cost cut may add or split modules
// without a product (as ViperRuntime), which hold no public API, but never moves a public symbol
// out of the product a user imports it from.
let package = Package(
  name: "ViperSpec",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "ViperCore", targets: ["ViperCore"]),
    .library(name: "ViperMocks", targets: ["ViperMocks"]),
    .library(name: "ViperTesting", targets: ["ViperTesting"]),
    .library(name: "ViperSpec", targets: ["ViperSpec"]),
    .library(name: "ViperSpecTesting", targets: ["ViperSpecTesting"]),
    .library(name: "ViperSpecCLI", targets: ["ViperSpecCLI"]),
    .library(name: "Todos", targets: ["Todos"]),
    .library(name: "TodosMocks", targets: ["TodosMocks"]),
    .library(name: "TodosSpecSteps", targets: ["TodosSpecSteps"]),
    .library(name: "Frogs", targets: ["Frogs"]),
    .library(name: "FrogsMocks", targets: ["FrogsMocks"]),
    .library(name: "FrogsSpecSteps", targets: ["FrogsSpecSteps"]),
    .library(name: "Tasks", targets: ["Tasks"]),
    .library(name: "TasksMocks", targets: ["TasksMocks"]),
    .library(name: "TasksSpecSteps", targets: ["TasksSpecSteps"]),
    .executable(name: "viper-spec", targets: ["viper-spec"]),
  ],
  targets: [
    .target(name: "ViperCore"),
    .target(name: "ViperRuntime", dependencies: ["ViperCore"], exclude: ["README.md"]),
    .target(
      name: "ViperMocks",
      dependencies: ["ViperCore", "ViperRuntime"],
      path: "Mocks/ViperMocks"
    ),
    .target(name: "ViperTesting", dependencies: ["ViperMocks"]),
    .target(name: "ViperSpec", dependencies: ["ViperMocks"]),
    .target(name: "ViperSpecTesting", dependencies: ["ViperSpec", "ViperTesting"]),
    .target(name: "ViperSpecCLI", dependencies: ["ViperSpec"]),
    .target(name: "Todos", dependencies: ["ViperCore"]),
    .target(name: "TodosMocks", dependencies: ["Todos", "ViperMocks"], path: "Mocks/TodosMocks"),
    .target(
      name: "TodosSpecSteps",
      dependencies: ["Todos", "TodosMocks", "ViperSpec"],
      path: "Mocks/TodosSpecSteps"
    ),
    .target(name: "Frogs", dependencies: ["ViperCore"]),
    .target(name: "FrogsMocks", dependencies: ["Frogs", "ViperMocks"], path: "Mocks/FrogsMocks"),
    .target(
      name: "FrogsSpecSteps",
      dependencies: ["Frogs", "FrogsMocks", "ViperSpec"],
      path: "Mocks/FrogsSpecSteps"
    ),
    .target(name: "Tasks", dependencies: ["ViperCore"]),
    .target(name: "TasksMocks", dependencies: ["Tasks", "ViperMocks"], path: "Mocks/TasksMocks"),
    .target(
      name: "TasksSpecSteps",
      dependencies: ["Tasks", "TasksMocks", "ViperSpec"],
      path: "Mocks/TasksSpecSteps"
    ),
    .executableTarget(
      name: "viper-spec",
      dependencies: ["FrogsSpecSteps", "TasksSpecSteps", "TodosSpecSteps", "ViperSpecCLI"]
    ),
    .executableTarget(
      name: "viper-spec-benchmarks",
      dependencies: [
        "FrogsSpecSteps", "TasksSpecSteps", "TodosSpecSteps", "ViperRuntime", "ViperSpecCLI",
      ]
    ),
    .executableTarget(name: "store-drills", dependencies: ["ViperCore"]),
    .executableTarget(name: "clock-stress", dependencies: ["ViperMocks"]),
    .executableTarget(name: "cucumber-readings", dependencies: ["ViperSpec"]),
    // Cucumber's Compatibility Kit's step definitions, for .ci/cck.sh: test code, no product.
    .executableTarget(
      name: "cck-runner",
      dependencies: ["ViperSpecCLI"],
      path: "Tests/CompatibilityKit"
    ),
    .testTarget(name: "ViperCoreTests", dependencies: ["ViperTesting"]),
    .testTarget(name: "ViperMocksTests", dependencies: ["ViperTesting"]),
    .testTarget(name: "ViperRuntimeTests", dependencies: ["ViperRuntime", "ViperTesting"]),
    .testTarget(name: "ViperTestingTests", dependencies: ["ViperRuntime", "ViperTesting"]),
    .testTarget(
      name: "ViperSpecTests",
      dependencies: ["ViperSpecCLI", "ViperSpecTesting"],
      exclude: [
        "Adversarial/LintCorpus", "CucumberTestData", "GherkinCorpus", "SpecKit/Fixtures",
        "SpecKit/RunHooksFixtures",
      ]
    ),
    .testTarget(
      name: "TodosTests",
      dependencies: ["Todos", "TodosMocks", "TodosSpecSteps", "ViperSpecTesting"]
    ),
    .testTarget(
      name: "FrogsTests",
      dependencies: ["Frogs", "FrogsMocks", "FrogsSpecSteps", "ViperSpecTesting"]
    ),
    .testTarget(
      name: "TasksTests",
      dependencies: ["Tasks", "TasksMocks", "TasksSpecSteps", "ViperSpecTesting"]
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
