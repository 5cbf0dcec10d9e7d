import Foundation
import ViperCore

/// Plans a new VIPER module for a package, then writes it, never overwriting a file.
struct ModuleGenerator {
  /// Where one role's files go: its target and folder.
  struct Destination {
    let target: String
    let folder: String
  }

  /// The command line.
  let options: NewModuleOptions

  /// The folder the spec file goes to: the one given, else `Specs`, or the feature's own
  /// `Specs/<feature>` folder.
  private var specsFolder: String {
    options.specsFolder ?? options.feature.map { "Specs/" + $0.lowercased() } ?? "Specs"
  }

  /// Works out every file to create and change, checking the input first.
  ///
  /// - Returns: The plan.
  /// - Throws: A `SpecCommandError` for a bad name, a missing `Package.swift`, a module or file
  ///   that exists, or a feature target the package lacks.
  func plan() throws(SpecCommandError) -> ModulePlan {
    let name = try ModuleName(options.name)
    let root = options.packagePath
    guard let manifestText = read("Package.swift") else {
      throw SpecCommandError(
        """
        There is no Package.swift in \(root). Run viper-spec new in a package's root folder, or \
        give it with --package-path. Nothing was written.
        """
      )
    }
    var manifest = PackageManifest(manifestText)
    let (module, mocks, steps, tests) = try destinations(for: name, in: &manifest)
    let template = ModuleTemplate(
      name: name,
      moduleTarget: module.target,
      mocksTarget: mocks.target,
      stepsTarget: steps.target,
      hasDelegate: options.hasDelegate,
      specPath: specsFolder + "/" + name.fileStem + ".feature.md"
    )
    var plan = ModulePlan()
    plan.created = try files(of: template, module: module, mocks: mocks, steps: steps, tests: tests)
    let existing = plan.created.map(\.path).filter { exists($0) }
    guard existing.isEmpty else {
      throw SpecCommandError(
        """
        The module \(name.type) exists already: \(existing.joined(separator: ", ")). \
        viper-spec new never overwrites a file; pick another name or move those files away. \
        Nothing was written.
        """
      )
    }
    plan.changed = try runners(
      adding: steps.target,
      catalog: "\(name.type)Steps.catalog",
      to: &manifest
    )
    if plan.changed.isEmpty {
      plan.notes.append(
        """
        No spec runner was found (an executable target whose main.swift calls \
        SpecCommand.main(catalog:)). To run \(template.specPath) from one, add \
        \(name.type)Steps.catalog to its catalog; the \(name.type)SpecTests suite runs it already.
        """
      )
    }
    let (suites, notes) = try suites(
      adding: "\(name.type)Steps.catalog",
      from: steps.target,
      covering: template.specPath,
      to: &manifest
    )
    plan.changed += suites
    plan.notes += notes
    if manifest.text != manifestText {
      plan.changed.insert(GeneratedFile(path: "Package.swift", contents: manifest.text), at: 0)
    }
    return plan
  }

  /// Writes a plan's files.
  ///
  /// - Parameter plan: The plan from ``plan()``.
  /// - Throws: A `SpecCommandError` when a file cannot be written.
  func write(_ plan: ModulePlan) throws(SpecCommandError) {
    try GeneratedFile.write(plan.created + plan.changed, into: options.packagePath)
  }

  private func destinations(
    for name: ModuleName,
    in manifest: inout PackageManifest
  ) throws(SpecCommandError) -> (Destination, Destination, Destination, Destination) {
    if let feature = options.feature {
      let family = [feature, feature + "Mocks", feature + "SpecSteps", feature + "Tests"]
      let targets = family.compactMap(manifest.target(named:))
      guard targets.count == family.count else {
        let missing = family.filter { manifest.target(named: $0) == nil }
        throw SpecCommandError(
          """
          --feature \(feature) adds the module to the targets \(family.joined(separator: ", ")), \
          but Package.swift has no \(missing.joined(separator: ", ")). Nothing was written.
          """
        )
      }
      for dependency in [
        "\"\(feature)SpecSteps\"", manifest.dependency(onViperProduct: "ViperSpecTesting"),
      ] {
        try manifest.addDependency(dependency, to: feature + "Tests")
      }
      let folders = targets.map { $0.folder + "/" + name.type }
      if let existing = folders.first(where: exists) {
        throw SpecCommandError(
          """
          The module \(name.type) exists already: \(existing) is there. viper-spec new never \
          overwrites a file; pick another name. Nothing was written.
          """
        )
      }
      return (
        Destination(target: family[0], folder: folders[0]),
        Destination(target: family[1], folder: folders[1]),
        Destination(target: family[2], folder: folders[2]),
        Destination(target: family[3], folder: folders[3])
      )
    }
    let names = ["", "Mocks", "SpecSteps", "Tests"].map { name.type + $0 }
    if let taken = names.first(where: { manifest.target(named: $0) != nil }) {
      let clash =
        taken == name.type
        ? "The module \(name.type) exists already: Package.swift has a target named '\(taken)'."
        : "The module \(name.type) would add the target '\(taken)', but Package.swift has a "
          + "target of that name already."
      throw SpecCommandError(
        """
        \(clash) Pick another name, or add the module to a feature's targets with --feature. \
        Nothing was written.
        """
      )
    }
    let mocksFolder = options.mocksFolder ?? (exists("Mocks") ? "Mocks" : "Sources")
    let module = Destination(target: names[0], folder: "Sources/" + names[0])
    let mocks = Destination(target: names[1], folder: mocksFolder + "/" + names[1])
    let steps = Destination(target: names[2], folder: mocksFolder + "/" + names[2])
    let tests = Destination(target: names[3], folder: "Tests/" + names[3])
    let viper = manifest.dependency(onViperProduct:)
    try manifest.appendTargets([
      Self.declaration("target", module, [viper("ViperCore")], customPath: false),
      Self.declaration(
        "target",
        mocks,
        ["\"\(module.target)\"", viper("ViperMocks")],
        customPath: mocksFolder != "Sources"
      ),
      Self.declaration(
        "target",
        steps,
        ["\"\(module.target)\"", "\"\(mocks.target)\"", viper("ViperSpec")],
        customPath: mocksFolder != "Sources"
      ),
      Self.declaration(
        "testTarget",
        tests,
        [module, mocks, steps].map { "\"\($0.target)\"" } + [viper("ViperSpecTesting")],
        customPath: false
      ),
    ])
    return (module, mocks, steps, tests)
  }

  /// A target's declaration for `Package.swift`, in the manifest's layout; `adopt` uses it too.
  static func declaration(
    _ kind: String,
    _ destination: Destination,
    _ dependencies: [String],
    customPath: Bool
  ) -> String {
    let oneLine = "  dependencies: [" + dependencies.joined(separator: ", ") + "],"
    let list =
      oneLine.count + 4 <= 100
      ? oneLine
      : "  dependencies: [\n" + dependencies.map { "    \($0),\n" }.joined() + "  ],"
    let path = customPath ? "\n  path: \"\(destination.folder)\"" : ""
    let arguments = "  name: \"\(destination.target)\",\n" + list + path
    return ".\(kind)(\n" + (customPath ? arguments : String(arguments.dropLast())) + "\n)"
  }

  private func files(
    of template: ModuleTemplate,
    module: Destination,
    mocks: Destination,
    steps: Destination,
    tests: Destination
  ) throws(SpecCommandError) -> [GeneratedFile] {
    let type = template.type
    var files = [
      (module, "\(type)Contract.swift", template.contract),
      (module, "\(type)Interactor.swift", template.interactor),
      (module, "\(type)Presenter.swift", template.presenter),
      (module, "\(type)Router.swift", template.router),
      (module, "\(type)Module.swift", template.assembly),
      (mocks, "\(type)RecorderView.swift", template.recorderView),
      (steps, "\(type)World.swift", template.world),
      (steps, "\(type)Steps.swift", template.steps),
      (tests, "\(type)PresenterTests.swift", template.presenterTests),
      (tests, "\(type)InteractorTests.swift", template.interactorTests),
      (tests, "\(type)ModuleTests.swift", template.moduleTests),
      (tests, "\(type)SpecTests.swift", template.specTests),
    ].map { GeneratedFile(path: $0.0.folder + "/" + $0.1, contents: $0.2) }
    // The mocks are what `viper-spec mocks` writes from the contract, so that `--check` agrees.
    let contractPath = module.folder + "/\(type)Contract.swift"
    files += try MockGenerator.mocks(
      ofContract: template.contract,
      path: contractPath,
      moduleName: template.moduleTarget
    )
    .map { GeneratedFile(path: mocks.folder + "/" + $0.name + ".swift", contents: $0.source) }
    files.append(GeneratedFile(path: template.specPath, contents: template.spec))
    return files
  }

  /// Adds the steps to every spec runner of the package, and returns the changed sources.
  func runners(
    adding stepsTarget: String,
    catalog: String,
    to manifest: inout PackageManifest
  ) throws(SpecCommandError) -> [GeneratedFile] {
    var changed: [GeneratedFile] = []
    for target in manifest.targets where target.kind == "executableTarget" {
      let path = target.folder + "/main.swift"
      guard let text = read(path) else { continue }
      var runner = RunnerSource(text)
      guard runner.isRunner else { continue }
      runner.addImport(stepsTarget)
      try runner.addCatalog(catalog)
      try manifest.addDependency("\"\(stepsTarget)\"", to: target.name)
      changed.append(GeneratedFile(path: path, contents: runner.text))
    }
    return changed
  }

  /// Adds the new steps to the catalog of each spec suite that runs the new spec's folder.
  ///
  /// Such a suite (a feature's own, or one that runs all of `Specs/`) would otherwise run the new
  /// spec without its steps. The suite's file imports the steps' module, and its target depends
  /// on it.
  ///
  /// - Parameters:
  ///   - catalog: The new module's catalog.
  ///   - stepsTarget: The target that holds the new steps.
  ///   - specPath: The new spec's path.
  ///   - manifest: The manifest, given each changed suite's dependency on the steps.
  /// - Returns: The changed suites, and notes for suites that could not be changed.
  /// - Throws: A `SpecCommandError` when a suite's target has no dependency list to add to.
  private func suites(
    adding catalog: String,
    from stepsTarget: String,
    covering specPath: String,
    to manifest: inout PackageManifest
  ) throws(SpecCommandError) -> (changed: [GeneratedFile], notes: [String]) {
    var changed: [GeneratedFile] = []
    var notes: [String] = []
    for target in manifest.targets where target.kind == "testTarget" {
      let root = options.packagePath + "/" + target.folder
      let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted()
      for path in files.map({ target.folder + "/" + $0 }) {
        guard let text = read(path) else { continue }
        var suite = SpecSuiteSource(text)
        guard suite.runs(specPath) else { continue }
        guard suite.addCatalog(catalog) else {
          notes.append(
            """
            \(path) runs \(specPath) without the new steps, and its catalog could not be extended. \
            Add .adding(\(catalog)) to the catalog it runs scenarios with.
            """
          )
          continue
        }
        suite.addImport(stepsTarget)
        try manifest.addDependency("\"\(stepsTarget)\"", to: target.name)
        changed.append(GeneratedFile(path: path, contents: suite.text))
      }
    }
    return (changed, notes)
  }

  private func read(_ path: String) -> String? {
    (try? Data(contentsOfFileAt: options.packagePath + "/" + path))
      .flatMap { String(data: $0, encoding: .utf8) }
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: options.packagePath + "/" + path)
  }
}
