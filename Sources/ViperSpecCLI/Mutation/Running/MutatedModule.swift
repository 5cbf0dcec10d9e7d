import Foundation
import ViperCore

/// The module `viper-spec mutate` works on, as its package's manifest declares it: its folder
/// and sources, and the test targets that test it.
struct MutatedModule {
  /// The package's root folder.
  let root: URL
  /// The module to mutate.
  let module: String
  /// The module's folder, relative to the root.
  let folder: String
  /// The module's Swift files: each path relative to the root, and its source.
  let sources: [(path: String, source: String)]
  /// The test targets that depend on the module, directly or through the package's own targets.
  let testTargets: [String]

  /// Reads a package.
  ///
  /// - Parameters:
  ///   - root: The package's root folder.
  ///   - module: The module to mutate.
  /// - Throws: A `SpecCommandError` when the manifest is missing, the module is not one of its
  ///   targets, or it has no Swift files.
  init(root: URL, module: String) throws(SpecCommandError) {
    self.root = root
    self.module = module
    let manifestURL = root.appendingPathComponent("Package.swift")
    guard let data = try? Data(contentsOfFileAt: manifestURL.path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw SpecCommandError("No Package.swift in \(root.path): pass --package-path.")
    }
    let manifest = PackageManifest(text)
    guard let target = manifest.target(named: module), target.kind != "testTarget" else {
      let names = manifest.targets.filter { $0.kind != "testTarget" }.map(\.name)
      throw SpecCommandError(
        "The package has no module '\(module)' to mutate; its modules are: "
          + names.joined(separator: ", ") + "."
      )
    }
    folder = target.folder
    sources = try Self.swiftFiles(in: root.appendingPathComponent(folder), relativeTo: root)
    guard !sources.isEmpty else {
      throw SpecCommandError("The module '\(module)' has no Swift files in \(folder).")
    }
    testTargets = Self.testTargets(of: module, in: manifest)
  }

  /// The test targets that depend on a module through any chain of the package's targets.
  private static func testTargets(of module: String, in manifest: PackageManifest) -> [String] {
    let source = SwiftSourceText(manifest.text)
    var dependencies: [String: Set<String>] = [:]
    for target in manifest.targets {
      guard let label = source.label("dependencies", inside: target.opening),
        let opening = source.next("[", after: label)
      else { continue }
      let names = source.elements(inside: opening).compactMap { element -> String? in
        guard element.hasPrefix("\""), element.hasSuffix("\""), element.count >= 2 else {
          return element.firstMatch(of: /\.target\(\s*name:\s*"([^"]+)"/).map { String($0.1) }
        }
        return String(element.dropFirst().dropLast())
      }
      dependencies[target.name] = Set(names)
    }
    func reaches(_ name: String, seen: Set<String> = []) -> Bool {
      guard let direct = dependencies[name], !seen.contains(name) else { return false }
      return direct.contains(module) || direct.contains { reaches($0, seen: seen.union([name])) }
    }
    return manifest.targets.filter { $0.kind == "testTarget" && reaches($0.name) }.map(\.name)
  }

  /// The Swift files under a folder, sorted by path.
  private static func swiftFiles(
    in folder: URL,
    relativeTo root: URL
  ) throws(SpecCommandError) -> [(path: String, source: String)] {
    let manager = FileManager.default
    guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      throw SpecCommandError("The module's folder \(folder.path) cannot be read.")
    }
    let prefix = root.standardizedFileURL.path + "/"
    var files: [(path: String, source: String)] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      guard let data = try? Data(contentsOfFileAt: url.path),
        let source = String(data: data, encoding: .utf8)
      else {
        throw SpecCommandError("\(url.path) cannot be read as UTF-8.")
      }
      let path = url.standardizedFileURL.path
      files.append((path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path, source))
    }
    return files.sorted { $0.path < $1.path }
  }
}
