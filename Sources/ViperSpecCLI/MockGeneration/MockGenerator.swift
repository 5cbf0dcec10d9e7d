import Foundation
import ViperMocks

/// Plans the mocks of a module's protocols from its sources, then writes them.
struct MockGenerator {
  let options: MocksOptions

  /// The line that keeps a mock out of the generator's hands.
  static let handWrittenMarker = "// viper-spec mocks: hand-written"

  /// Reads the module and its mocks target and works out every file to write.
  ///
  /// - Returns: The plan, with the protocols no mock can be generated for among its refusals.
  /// - Throws: A `SpecCommandError` for a missing package or target.
  func plan() throws(SpecCommandError) -> MockPlan {
    guard let manifestText = read("Package.swift") else {
      throw SpecCommandError(
        "There is no Package.swift in '\(options.packagePath)'. Run it in the package, or give "
          + "--package-path. Nothing was written."
      )
    }
    let manifest = PackageManifest(manifestText)
    let mocksName = options.mocksTarget ?? options.module + "Mocks"
    guard let module = manifest.target(named: options.module), module.kind == "target" else {
      let names = manifest.targets.filter { $0.kind == "target" }.map(\.name)
      throw SpecCommandError(
        "Package.swift has no target '\(options.module)'; its targets are "
          + names.joined(separator: ", ") + ". Nothing was written."
      )
    }
    guard let mocks = manifest.target(named: mocksName) else {
      throw SpecCommandError(
        "Package.swift has no target '\(mocksName)' for the mocks of \(options.module). Add "
          + ".target(name: \"\(mocksName)\", dependencies: [\"\(options.module)\", "
          + "\(manifest.dependency(onViperProduct: "ViperMocks"))]), or give --into TARGET. "
          + "Nothing was written."
      )
    }
    var declarations = readModule(in: module.folder)
    declarations.externalProtocols = readProtocols(
      of: manifest.targets.filter { $0.kind == "target" && $0.name != module.name }
    )
    var existing: [String: String] = [:]
    for path in swiftFiles(in: mocks.folder) {
      for token in declaredClasses(in: read(path) ?? "") { existing[token] = path }
    }
    return Self.plan(
      declarations,
      moduleName: options.module,
      moduleFolder: module.folder,
      mocksFolder: mocks.folder,
      style: SwiftFormatStyle(packagePath: options.packagePath),
      existing: existing.mapValues { path in (path, read(path) ?? "") }
    )
  }

  /// Reads the public protocols other targets of the package declare, for a protocol that
  /// inherits one.
  ///
  /// - Parameter targets: The package's other targets.
  /// - Returns: Each protocol with its target.
  func readProtocols(
    of targets: [PackageManifest.Target]
  ) -> [String: (declaration: ProtocolDeclaration, module: String)] {
    var protocols: [String: (declaration: ProtocolDeclaration, module: String)] = [:]
    for target in targets {
      for declaration in readModule(in: target.folder).protocols where declaration.isPublic {
        protocols[declaration.name] = protocols[declaration.name] ?? (declaration, target.name)
      }
    }
    return protocols
  }

  /// Reads the declarations of every Swift file below a target's folder.
  ///
  /// - Parameter folder: The target's folder, relative to the package.
  /// - Returns: The declarations.
  func readModule(in folder: String) -> ModuleDeclarations {
    var declarations = ModuleDeclarations()
    for path in swiftFiles(in: folder) {
      declarations.read(read(path) ?? "", path: path)
    }
    return declarations
  }

  /// Works out the mocks and starting recorder views of a module's protocols.
  ///
  /// - Parameters:
  ///   - declarations: The module's declarations.
  ///   - moduleName: The module's target.
  ///   - moduleFolder: Its folder.
  ///   - mocksFolder: The mocks target's folder.
  ///   - style: The package's `swift format` style, which the mocks follow.
  ///   - existing: The mocks target's classes by name, with their file's path and contents.
  /// - Returns: The plan, with every requirement no mock can be generated for among its refusals.
  static func plan(
    _ declarations: ModuleDeclarations,
    moduleName: String,
    moduleFolder: String,
    mocksFolder: String,
    style: SwiftFormatStyle = SwiftFormatStyle(),
    existing: [String: (path: String, contents: String)]
  ) -> MockPlan {
    var plan = MockPlan()
    plan.notes += declarations.nestedProtocols.map { name in
      "\(name) is declared inside a type or an extension, which mocks does not read: write its "
        + "mock by hand."
    }
    for declaration in declarations.protocols {
      let role = MockNaming.role(of: declaration.name)
      guard role != .presenter else { continue }
      let name =
        role == .view
        ? MockNaming.recorderView(of: declaration.name) : MockNaming.mock(of: declaration.name)
      let folder = mocksFolder + subfolder(of: declaration.file, in: moduleFolder)
      let path = existing[name]?.path ?? folder + name + ".swift"
      let current = existing[name]?.contents
      if role == .view, current != nil { continue }
      if let current, current.contains(Self.handWrittenMarker) {
        plan.notes.append("\(path) is marked hand-written: left alone.")
        continue
      }
      do {
        let resolved = try ResolvedProtocol.resolve(
          declaration,
          in: declarations,
          moduleName: moduleName
        )
        if role == .view {
          let source = try RecorderViewSourceWriter(resolved: resolved).source()
          plan.recorderViews.append(GeneratedFile(path: path, contents: source))
          continue
        }
        let source = try MockSourceWriter(
          resolved: resolved,
          enums: declarations.enums,
          kept: current.map { KeptMockSlots(source: $0, typeName: name) } ?? KeptMockSlots(),
          style: style
        )
        .source()
        if current == source {
          plan.unchanged.append(path)
        } else {
          plan.changes.append(
            MockPlan.Change(file: GeneratedFile(path: path, contents: source), current: current)
          )
        }
      } catch {
        if let current, !current.contains(MockSourceWriter.header) {
          plan.notes.append(
            "\(path) stays as written: no mock of \(declaration.name) can be generated (\(error.message))."
          )
        } else {
          plan.refusals.append(error.message)
        }
      }
    }
    return plan
  }

  /// The mocks of the protocols in one contract file, for a module `viper-spec new` writes.
  ///
  /// - Parameters:
  ///   - source: The contract's source.
  ///   - path: Its path in the package.
  ///   - moduleName: The module target it goes to.
  /// - Returns: Each mock's type name and source, in the contract's order.
  /// - Throws: A `SpecCommandError` when a protocol cannot be mocked.
  static func mocks(
    ofContract source: String,
    path: String,
    moduleName: String
  ) throws(SpecCommandError) -> [(name: String, source: String)] {
    var declarations = ModuleDeclarations()
    declarations.read(source, path: path)
    var mocks: [(name: String, source: String)] = []
    for declaration in declarations.protocols
    where MockNaming.role(of: declaration.name) == .collaborator {
      let resolved = try ResolvedProtocol.resolve(
        declaration,
        in: declarations,
        moduleName: moduleName
      )
      let writer = MockSourceWriter(
        resolved: resolved,
        enums: declarations.enums,
        kept: .init()
      )
      mocks.append((writer.typeName, try writer.source()))
    }
    return mocks
  }

  /// Writes a plan's mocks and recorder views.
  ///
  /// - Parameter plan: The plan from ``plan()``.
  /// - Throws: A `SpecCommandError` when a file cannot be written.
  func write(_ plan: MockPlan) throws(SpecCommandError) {
    try GeneratedFile.write(
      plan.changes.map(\.file) + plan.recorderViews,
      into: options.packagePath
    )
  }

  /// The folder of a file below a target's folder, with a trailing slash: `/AddTodo/`.
  private static func subfolder(of file: String, in folder: String) -> String {
    let directory = (file as NSString).deletingLastPathComponent
    let relative = directory.hasPrefix(folder) ? String(directory.dropFirst(folder.count)) : ""
    return relative.hasSuffix("/") ? relative : relative + "/"
  }

  /// The Swift files below a folder of the package, relative to the package, in order.
  private func swiftFiles(in folder: String) -> [String] {
    let root = URL(fileURLWithPath: options.packagePath).appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
      .map { folder + "/" + $0 }
  }

  private func declaredClasses(in source: String) -> [String] {
    let tokens = SwiftLexer.tokens(of: source)
    return zip(tokens, tokens.dropFirst()).compactMap { keyword, name in
      keyword.isWord("class") && name.kind == .word ? name.text : nil
    }
  }

  private func read(_ path: String) -> String? {
    (try? Data(contentsOfFileAt: options.packagePath + "/" + path))
      .flatMap { String(data: $0, encoding: .utf8) }
  }
}
