import Foundation
import Testing
import ViperSpecCLI

@Suite struct NewModuleCommandTests {
  private static let checkoutFiles = [
    "Mocks/CheckoutMocks/CheckoutRecorderView.swift",
    "Mocks/CheckoutMocks/MockCheckoutInteractor.swift",
    "Mocks/CheckoutMocks/MockCheckoutRouter.swift",
    "Mocks/CheckoutSpecSteps/CheckoutSteps.swift",
    "Mocks/CheckoutSpecSteps/CheckoutWorld.swift",
    "Sources/Checkout/CheckoutContract.swift",
    "Sources/Checkout/CheckoutInteractor.swift",
    "Sources/Checkout/CheckoutModule.swift",
    "Sources/Checkout/CheckoutPresenter.swift",
    "Sources/Checkout/CheckoutRouter.swift",
    "Specs/checkout.feature.md",
    "Tests/CheckoutTests/CheckoutInteractorTests.swift",
    "Tests/CheckoutTests/CheckoutModuleTests.swift",
    "Tests/CheckoutTests/CheckoutPresenterTests.swift",
    "Tests/CheckoutTests/CheckoutSpecTests.swift",
  ]

  @Test @MainActor func `writes the module's files, lists them and says what to run next`()
    async throws
  {
    let package = try PackageSandbox()

    let output = await package.new(["Checkout"])

    #expect(output.status == 0)
    #expect(output.standardError == "")
    #expect(
      package.files
        == (Self.checkoutFiles + ["Package.swift", "Sources/shop-spec/main.swift"]).sorted()
    )
    #expect(output.standardOutput.hasPrefix("Created the module Checkout (15 files):\n"))
    #expect(output.standardOutput.contains("  Sources/Checkout/CheckoutPresenter.swift\n"))
    #expect(
      output.standardOutput.contains("Changed:\n  Package.swift\n  Sources/shop-spec/main.swift")
    )
  }

  @Test @MainActor
  func `adds the new targets at the end of the list, spelled as the manifest spells ViperSpec`()
    async throws
  {
    let package = try PackageSandbox()

    _ = await package.new(["Checkout"])

    let manifest = try #require(package.read("Package.swift"))
    #expect(
      manifest.contains(
        """
            .testTarget(name: "ShopTests", dependencies: ["ShopMocks"]),
            .target(
              name: "Checkout",
              dependencies: [.product(name: "ViperCore", package: "ViperKit")]
            ),
            .target(
              name: "CheckoutMocks",
              dependencies: ["Checkout", .product(name: "ViperMocks", package: "ViperKit")],
              path: "Mocks/CheckoutMocks"
            ),
            .target(
              name: "CheckoutSpecSteps",
              dependencies: ["Checkout", "CheckoutMocks", .product(name: "ViperSpec", package: "ViperKit")],
              path: "Mocks/CheckoutSpecSteps"
            ),
            .testTarget(
              name: "CheckoutTests",
              dependencies: [
                "Checkout",
                "CheckoutMocks",
                "CheckoutSpecSteps",
                .product(name: "ViperSpecTesting", package: "ViperKit"),
              ]
            ),
          ]
        )
        """
      )
    )
    #expect(manifest.contains("    // Production code.\n"))
    #expect(
      manifest.contains(
        """
              dependencies: [
                "ShopSpecSteps",
                .product(name: "ViperSpecCLI", package: "ViperKit"),
                "CheckoutSpecSteps",
              ]
        """
      )
    )
  }

  @Test @MainActor
  func `joins the module's steps to the runner, then chains and wraps the next ones`()
    async throws
  {
    let package = try PackageSandbox()

    _ = await package.new(["Checkout"])
    #expect(
      package.read("Sources/shop-spec/main.swift")
        == """
        import CheckoutSpecSteps
        import ShopSpecSteps
        import ViperSpecCLI

        await SpecCommand.main(catalog: ShopSteps.catalog.adding(CheckoutSteps.catalog))

        """
    )
    _ = await package.new(["SubscriptionPlanPicker"])

    #expect(
      package.read("Sources/shop-spec/main.swift")
        == """
        import CheckoutSpecSteps
        import ShopSpecSteps
        import SubscriptionPlanPickerSpecSteps
        import ViperSpecCLI

        await SpecCommand.main(
          catalog: ShopSteps.catalog
            .adding(CheckoutSteps.catalog)
            .adding(SubscriptionPlanPickerSteps.catalog)
        )

        """
    )
  }

  @Test @MainActor func `a dry run lists the files and writes nothing`() async throws {
    let package = try PackageSandbox()

    let output = await package.new(["Checkout", "--delegate", "--dry-run"])

    #expect(output.status == 0)
    #expect(output.standardOutput.hasPrefix("Would create the module Checkout (16 files):\n"))
    #expect(
      output.standardOutput.contains("  Mocks/CheckoutMocks/MockCheckoutModuleDelegate.swift\n")
    )
    #expect(output.standardOutput.contains("Would change:\n  Package.swift\n"))
    #expect(package.files == ["Package.swift", "Sources/shop-spec/main.swift"])
    #expect(package.read("Package.swift") == PackageSandbox.downstreamManifest)
  }

  @Test(arguments: [
    ("checkout", "is not a module name"),
    ("Check-out", "is not a module name"),
    ("Çheckout", "is not a module name"),
    ("2Checkout", "is not a module name"),
    ("SubscriptionPlanPicker2", "is 23 characters long; keep a module name to 22"),
  ])
  @MainActor func `refuses a name that cannot name the module's types, writing nothing`(
    name: String,
    reason: String
  ) async throws {
    let package = try PackageSandbox()

    let output = await package.new([name])

    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("viper-spec new: '\(name)' \(reason)"))
    #expect(output.standardError.contains("Nothing was written."))
    #expect(package.files == ["Package.swift", "Sources/shop-spec/main.swift"])
  }

  @Test @MainActor func `a name whose only clash is a target it would create says so`()
    async throws
  {
    let package = try PackageSandbox(
      manifest: PackageSandbox.downstreamManifest.replacingOccurrences(
        of: #".testTarget(name: "ShopTests", dependencies: ["ShopMocks"])"#,
        with: #".testTarget(name: "ShopTests", dependencies: ["ShopMocks"]),"#
          + "\n    " + #".testTarget(name: "CheckoutTests", dependencies: ["Shop"])"#
      )
    )

    let output = await package.new(["Checkout"])

    #expect(output.status == 2)
    #expect(
      output.standardError.hasPrefix(
        "viper-spec new: The module Checkout would add the target 'CheckoutTests', but "
          + "Package.swift has a target of that name already."
      )
    )
    #expect(output.standardError.contains("Nothing was written."))
  }

  @Test @MainActor
  func `never overwrites a file: one that exists stops it before it writes anything`()
    async throws
  {
    let package = try PackageSandbox()
    try package.write("My own notes.\n", to: "Specs/checkout.feature.md")

    let output = await package.new(["Checkout"])

    #expect(output.status == 2)
    #expect(
      output.standardError.hasPrefix(
        "viper-spec new: The module Checkout exists already: Specs/checkout.feature.md."
      )
    )
    #expect(package.read("Specs/checkout.feature.md") == "My own notes.\n")
    #expect(package.read("Package.swift") == PackageSandbox.downstreamManifest)
    #expect(
      package.files
        == ["Package.swift", "Sources/shop-spec/main.swift", "Specs/checkout.feature.md"]
    )
  }

  @Test @MainActor func `refuses a module whose target exists`() async throws {
    let package = try PackageSandbox()

    let output = await package.new(["Shop"])

    #expect(output.status == 2)
    #expect(output.standardError.contains("Package.swift has a target named 'Shop'"))
    #expect(package.read("Package.swift") == PackageSandbox.downstreamManifest)
  }

  @Test @MainActor func `needs a package`() async throws {
    let package = try PackageSandbox(manifest: nil, files: [:])

    let output = await package.new(["Checkout"])

    #expect(output.status == 2)
    #expect(output.standardError.hasPrefix("viper-spec new: There is no Package.swift in "))
    #expect(package.files.isEmpty)
  }

  @Test @MainActor func `adds the module to a feature's targets in folders of its own`()
    async throws
  {
    let package = try PackageSandbox(
      manifest: PackageSandbox.downstreamManifest.replacingOccurrences(
        of: #"dependencies: ["ShopMocks"])"#,
        with: #"dependencies: ["ShopMocks"], path: "Tests/ShopTests")"#
      )
    )

    let output = await package.new(["Checkout", "--feature", "Shop"])

    #expect(output.status == 0)
    #expect(package.read("Sources/Shop/Checkout/CheckoutPresenter.swift") != nil)
    #expect(package.read("Mocks/ShopMocks/Checkout/MockCheckoutRouter.swift") != nil)
    #expect(package.read("Mocks/ShopSpecSteps/Checkout/CheckoutSteps.swift") != nil)
    #expect(
      package.read("Tests/ShopTests/Checkout/CheckoutSpecTests.swift")?
        .contains(#"in: "Specs/shop/checkout.feature.md""#) == true
    )
    #expect(package.read("Specs/shop/checkout.feature.md") != nil)
    #expect(package.read("Specs/checkout.feature.md") == nil)
    #expect(
      package.read("Mocks/ShopMocks/Checkout/CheckoutRecorderView.swift")?
        .hasPrefix("public import Shop\npublic import ViperMocks\n") == true
    )
    let manifest = try #require(package.read("Package.swift"))
    #expect(
      manifest.contains(
        """
            .testTarget(
              name: "ShopTests",
              dependencies: [
                "ShopMocks",
                "ShopSpecSteps",
                .product(name: "ViperSpecTesting", package: "ViperKit"),
              ],
              path: "Tests/ShopTests"
            )
          ]
        """
      )
    )
    #expect(!manifest.contains(#"name: "Checkout""#))
    #expect(
      package.read("Sources/shop-spec/main.swift")
        == """
        import ShopSpecSteps
        import ViperSpecCLI

        await SpecCommand.main(catalog: ShopSteps.catalog.adding(CheckoutSteps.catalog))

        """
    )
  }

  @Test @MainActor func `a feature without its mocks, steps and tests targets is refused`()
    async throws
  {
    let package = try PackageSandbox()

    let output = await package.new(["Checkout", "--feature", "ShopMocks"])

    #expect(output.status == 2)
    #expect(
      output.standardError.contains(
        "but Package.swift has no ShopMocksMocks, ShopMocksSpecSteps, ShopMocksTests."
      )
    )
    #expect(package.files == ["Package.swift", "Sources/shop-spec/main.swift"])
  }

  @Test @MainActor func `names the products as sibling targets inside ViperSpec's own package`()
    async throws
  {
    let package = try PackageSandbox(
      manifest: """
        let package = Package(
          name: "ViperSpec",
          targets: [
            .target(name: "ViperCore")
          ]
        )
        """,
      files: [:]
    )

    let output = await package.new(["Checkout"])

    #expect(output.status == 0)
    let manifest = try #require(package.read("Package.swift"))
    #expect(manifest.contains("    .target(name: \"ViperCore\"),\n    .target(\n"))
    #expect(manifest.contains(#"dependencies: ["Checkout", "ViperMocks"],"#))
    #expect(output.standardOutput.contains("Note: No spec runner was found"))
    #expect(output.standardOutput.hasSuffix("Next: swift test, which runs the new spec too.\n"))
  }

  @Test @MainActor func `spells a name's words for files and phrases`() async throws {
    let package = try PackageSandbox()

    _ = await package.new(["URLPreview2"])

    let spec = try #require(package.read("Specs/url-preview-2.feature.md"))
    #expect(spec.hasPrefix("# Feature: Url preview 2\n"))
    #expect(spec.contains("* When the url preview 2 screen appears\n"))
    #expect(
      package.read("Mocks/URLPreview2SpecSteps/URLPreview2Steps.swift")?
        .contains(#"steps.when("the url preview 2 screen appears")"#) == true
    )
  }

  @Test @MainActor func `the spec it writes parses`() async throws {
    let package = try PackageSandbox()
    _ = await package.new(["Checkout"])

    let output = await SpecCommand.run(
      ["pickles", package.path + "/Specs/checkout.feature.md"],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )

    #expect(output.status == 0)
    #expect(output.standardOutput.contains("The stored items are listed by title, and one opens"))
  }

  @Test(arguments: [
    (["--help"], 0, "USAGE: viper-spec new <Module>"),
    ([], 2, "viper-spec new needs a module name, such as 'viper-spec new Checkout'."),
    (["A", "B"], 2, "viper-spec new takes one module name, but got 2: A, B."),
    (["Checkout", "--features", "Shop"], 2, "Unknown option '--features' for new."),
    (["Checkout", "--feature"], 2, "--feature needs a value."),
  ])
  @MainActor func `explains its usage and its mistakes`(
    arguments: [String],
    status: Int32,
    message: String
  ) async {
    let output = await SpecCommand.run(
      ["new"] + arguments,
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )

    #expect(output.status == status)
    #expect((output.standardOutput + output.standardError).contains(message))
  }
}
