import Foundation
import Testing
import ViperSpecCLI

/// A module `new` writes must not declare a type that ViperSpec's products declare: `Spec` would
/// write `SpecWorld: SpecWorld`, `DataStore` an error enum that holds itself.
@Suite struct NewModuleNameClashTests {
  /// Every public type of the products a module's targets import, read from their sources.
  static let kitTypes: [String] = {
    let root = PackageRoot.containing(#filePath) ?? "."
    let folders = [
      "Sources/ViperCore", "Mocks/ViperMocks", "Sources/ViperSpec", "Sources/ViperTesting",
      "Sources/ViperSpecTesting", "Sources/ViperSpecCLI",
    ]
    let declaration =
      #/public (?:final )?(?:class|struct|enum|protocol|actor|typealias) ([A-Za-z]+)/#
    var names: Set<String> = []
    for folder in folders {
      let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
      while let path = enumerator?.nextObject() as? String {
        guard path.hasSuffix(".swift"),
          let data = try? Data(contentsOfFileAt: root + "/" + folder + "/" + path)
        else { continue }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
          if let match = line.prefixMatch(of: declaration) { names.insert(String(match.1)) }
        }
      }
    }
    return names.sorted()
  }()

  @Test func `the kit's public types are found`() {
    #expect(Self.kitTypes.contains("SpecWorld"))
    #expect(Self.kitTypes.contains("DataStoreError"))
    #expect(Self.kitTypes.count > 40)
  }

  @Test(arguments: kitTypes.filter { $0.count <= 22 })
  @MainActor func `a module named after a kit type is refused, and nothing is written`(
    type: String
  ) async throws {
    let package = try PackageSandbox()
    let before = package.files

    let output = await SpecCommand.run(
      ["new", type, "--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )

    #expect(output.status == 2)
    #expect(output.standardError.contains("which ViperSpec declares too"))
    #expect(package.files == before)
  }

  @Test(arguments: [("Spec", "SpecWorld"), ("DataStore", "DataStore")])
  @MainActor func `a name whose generated types clash says which`(
    name: String,
    clash: String
  )
    async throws
  {
    let package = try PackageSandbox()

    let output = await SpecCommand.run(
      ["new", name, "--package-path", package.path],
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )

    #expect(output.status == 2)
    #expect(
      output.standardError.contains(
        "'\(name)' would declare \(clash), which ViperSpec declares too"
      )
    )
  }
}
