import Foundation

/// Plans the targets that bring an existing module under ViperSpec, then writes them, never
/// overwriting a file.
struct AdoptGenerator {
  let options: AdoptOptions

  /// Works out every file to create and change, checking the input first.
  ///
  /// - Returns: The plan.
  /// - Throws: A `SpecCommandError` for a missing package or module, a target that exists, a
  ///   protocol no mock can be generated for, a module without a presenter the kit can build, or
  ///   a file that exists.
  func plan() throws(SpecCommandError) -> ModulePlan {
    let name = try ModuleName(options.module)
    guard let manifestText = read("Package.swift") else {
      throw SpecCommandError(
        "There is no Package.swift in \(options.packagePath). Run viper-spec adopt in a "
          + "package's root folder, or give it with --package-path. Nothing was written."
      )
    }
    var manifest = PackageManifest(manifestText)
    guard let module = manifest.target(named: name.type), module.kind == "target" else {
      let targets = manifest.targets.filter { $0.kind == "target" }.map(\.name)
      throw SpecCommandError(
        "Package.swift has no target '\(name.type)' to adopt; its targets are "
          + targets.joined(separator: ", ") + ". To start a new module, run viper-spec new "
          + "\(name.type). Nothing was written."
      )
    }
    let testsName = options.testsTarget ?? name.type + "Tests"
    let names = [name.type + "Mocks", name.type + "SpecSteps", testsName]
    if let taken = names.first(where: { manifest.target(named: $0) != nil }) {
      let fix =
        taken == testsName
        ? "give the new test target another name with --tests"
        : "viper-spec mocks \(name.type) keeps the mocks of a module that has its targets"
      throw SpecCommandError(
        "viper-spec adopt \(name.type) would add the target '\(taken)', but Package.swift has "
          + "one of that name already; \(fix). Nothing was written."
      )
    }
    let mocksFolder = options.mocksFolder ?? (exists("Mocks") ? "Mocks" : "Sources")
    let mocks = ModuleGenerator.Destination(target: names[0], folder: mocksFolder + "/" + names[0])
    let steps = ModuleGenerator.Destination(target: names[1], folder: mocksFolder + "/" + names[1])
    let tests = ModuleGenerator.Destination(target: testsName, folder: "Tests/" + testsName)

    let reader = MockGenerator(options: MocksOptions(packagePath: options.packagePath))
    var declarations = reader.readModule(in: module.folder)
    declarations.externalProtocols = reader.readProtocols(
      of: manifest.targets.filter { $0.kind == "target" && $0.name != module.name }
    )
    let mockPlan = MockGenerator.plan(
      declarations,
      moduleName: name.type,
      moduleFolder: module.folder,
      mocksFolder: mocks.folder,
      style: SwiftFormatStyle(packagePath: options.packagePath),
      existing: [:]
    )

    let recipe: PresenterRecipe
    switch PresenterRecipe.first(in: declarations, moduleName: name.type) {
    case .success(let found):
      recipe = found
    case .failure(let reasons):
      let presenters = declarations.classes.map(\.name).filter { $0.hasSuffix("Presenter") }
      throw SpecCommandError(
        (presenters.isEmpty
          ? "\(name.type) has no class named …Presenter for a first test to build. "
          : "No presenter of \(name.type) (\(presenters.joined(separator: ", "))) has an "
            + "initializer a test can call whose parameters it can give: the module's protocols, "
            + "a DateClock or Clock<Duration>, CalendarSettings, optionals or defaults.\n"
            + reasons.message + "\n")
          + "Add one, or start with viper-spec mocks \(name.type). Nothing was written."
      )
    }
    let specPath = (options.specsFolder ?? "Specs") + "/" + name.fileStem + ".feature.md"
    let template = AdoptTemplate(
      name: name,
      mocksTarget: mocks.target,
      stepsTarget: steps.target,
      recipe: recipe,
      specPath: specPath,
      kit: KitNames(clashingWith: declarations.typeNames)
    )
    var plan = ModulePlan()
    plan.created =
      mockPlan.changes.map(\.file) + mockPlan.recorderViews + [
        GeneratedFile(path: steps.folder + "/\(name.type)World.swift", contents: template.world),
        GeneratedFile(path: steps.folder + "/\(name.type)Steps.swift", contents: template.steps),
        GeneratedFile(
          path: tests.folder + "/\(recipe.presenter)Tests.swift",
          contents: template.presenterTests
        ),
        GeneratedFile(
          path: tests.folder + "/\(name.type)SpecTests.swift",
          contents: template.specTests
        ),
        GeneratedFile(path: specPath, contents: template.spec),
      ]
    plan.notes += mockPlan.notes + recipe.skippedInputs
    plan.notes += mockPlan.refusals.map {
      "no mock was written for this; write it by hand with the line '"
        + MockGenerator.handWrittenMarker + "' if a test needs it: " + $0
    }
    let existing = plan.created.map(\.path).filter(exists)
    guard existing.isEmpty else {
      throw SpecCommandError(
        "viper-spec adopt never overwrites a file, and these exist: "
          + existing.joined(separator: ", ") + ". Move them away. Nothing was written."
      )
    }
    let viper = manifest.dependency(onViperProduct:)
    try manifest.appendTargets([
      ModuleGenerator.declaration(
        "target",
        mocks,
        ["\"\(name.type)\"", viper("ViperMocks")],
        customPath: mocksFolder != "Sources"
      ),
      ModuleGenerator.declaration(
        "target",
        steps,
        ["\"\(name.type)\"", "\"\(mocks.target)\"", viper("ViperSpec")],
        customPath: mocksFolder != "Sources"
      ),
      ModuleGenerator.declaration(
        "testTarget",
        tests,
        [
          "\"\(name.type)\"", "\"\(mocks.target)\"", "\"\(steps.target)\"",
          viper("ViperSpecTesting"),
        ],
        customPath: testsName != tests.target
      ),
    ])
    let runners = try ModuleGenerator(options: NewModuleOptions(packagePath: options.packagePath))
      .runners(adding: steps.target, catalog: "\(name.type)Steps.catalog", to: &manifest)
    if runners.isEmpty {
      plan.notes.append(
        "No spec runner was found (an executable target whose main.swift calls "
          + "SpecCommand.main(catalog:)). To run \(specPath) from one, add "
          + "\(name.type)Steps.catalog to its catalog; \(name.type)SpecTests runs it already."
      )
    }
    plan.changed = [GeneratedFile(path: "Package.swift", contents: manifest.text)] + runners
    return plan
  }

  /// Writes a plan's files.
  ///
  /// - Parameter plan: The plan from ``plan()``.
  /// - Throws: A `SpecCommandError` when a file cannot be written.
  func write(_ plan: ModulePlan) throws(SpecCommandError) {
    try GeneratedFile.write(plan.created + plan.changed, into: options.packagePath)
  }

  private func read(_ path: String) -> String? {
    (try? Data(contentsOfFileAt: options.packagePath + "/" + path))
      .flatMap { String(data: $0, encoding: .utf8) }
  }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: options.packagePath + "/" + path)
  }
}
