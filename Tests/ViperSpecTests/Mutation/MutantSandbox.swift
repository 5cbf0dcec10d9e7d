import Foundation
import ViperSpecCLI

/// A downstream package with one module of given sources, for `viper-spec mutate --list`.
struct MutantSandbox {
  let package: PackageSandbox

  /// Creates the package with the module `Shop`'s files.
  ///
  /// - Parameter sources: Each file of `Sources/Shop`, by name.
  /// - Throws: The file system's error when a file cannot be written.
  init(_ sources: [String: String]) throws {
    var files: [String: String] = [:]
    for (name, source) in sources { files["Sources/Shop/\(name)"] = source }
    package = try PackageSandbox(files: files)
  }

  /// Runs `viper-spec mutate Shop --list` with more arguments.
  @MainActor
  func list(_ arguments: [String] = []) async -> SpecCommandOutput {
    await SpecCommand.run(
      ["mutate", "Shop", "--package-path", package.path, "--list"] + arguments,
      catalog: StepCatalog(),
      environment: [:],
      defaultPaths: []
    )
  }

  /// The listed mutants without their numbers and file: `line: operator: before → after`.
  @MainActor
  func mutants(_ arguments: [String] = []) async -> [String] {
    await list(arguments).standardOutput.split(separator: "\n").dropLast().map { line in
      let afterNumber = line.drop { $0 != " " }.dropFirst()
      let afterFile = afterNumber.drop { $0 != ":" }.dropFirst()
      let line = afterFile.prefix { $0 != ":" }
      let rest = afterFile.drop { $0 != ":" }.dropFirst().drop { $0 != ":" }.dropFirst(2)
      return "\(line): \(rest)"
    }
  }
}
