import Foundation

/// How a test builds a presenter of the module and drives it: its doubles, the arguments of one
/// of its initializers, the properties it is wired through, and the inputs a first test can call.
struct PresenterRecipe: Equatable, Sendable {
  /// A double the test keeps: a recorder view or a mock.
  struct Double: Equatable, Sendable {
    /// The property's name, the parameter's: `view`, `interactor`.
    let name: String
    /// The double's type, such as `LoginRecorderView`.
    let type: String
    /// What its stubs answer in a first test: `interactor.profile.fails(with: .notFound)`.
    let answers: [String]
    /// The calls whose stubs no answer could be made for, such as `interactor.currentAuthor()`.
    var unanswered: [String] = []
  }

  /// An input of the presenter that a first test calls.
  struct Input: Equatable, Sendable {
    /// The method's full name, such as `didFetchUser(_:)`.
    let name: String
    /// The call, such as `presenter.didFetchUser(User(name: "name"))`, with `try?` and `await`.
    let call: String
    /// Whether the call waits, so that its test is `async`.
    let isAsync: Bool
  }

  /// The presenter's type.
  let presenter: String
  /// The doubles, given to the initializer or set on the presenter's properties.
  let doubles: [Double]
  /// The initializer's arguments, such as `view: view` or `clock: clock.continuous`.
  let arguments: [String]
  /// The presenter's properties the test sets to a double, as a classic assembly does:
  /// `presenter.view = view`.
  let wiring: [String]
  /// The inputs a first test calls.
  let inputs: [Input]
  /// What the first tests leave out, each with why and where: a property no double can be made
  /// for, an input whose values the kit cannot make.
  let skippedInputs: [String]
  /// Whether an argument is the test clock.
  let usesClock: Bool
  /// Whether an argument is the calendar settings.
  let usesSettings: Bool
  /// Whether the test needs `@testable import`: the presenter, its initializer or a double's
  /// protocol is internal, as in classic app code.
  let isTestable: Bool
  /// Whether the presenter is isolated to the main actor, by its attribute or a protocol's, so
  /// that its tests run there; a classic presenter, isolated to nothing, is called where the
  /// test runs.
  let isMainActor: Bool

  /// Whether an input takes an error, so that the test declares ``SampleValue/errorType``.
  var usesSampleError: Bool {
    inputs.contains { $0.call.contains(SampleValue.errorType + "()") }
  }

  /// The screen's name: the presenter's without `Presenter`.
  var screen: String {
    String(presenter.dropLast("Presenter".count))
  }

  /// The first presenter of the module, by name, with an initializer a test can call: a public
  /// one, an internal one through `@testable import`, or the one Swift gives a class that
  /// declares none.
  ///
  /// - Parameters:
  ///   - module: The module's declarations.
  ///   - moduleName: The module's name, for the doubles' placeholder answers.
  /// - Returns: The recipe, or each initializer that was tried with why it cannot be called.
  static func first(
    in module: ModuleDeclarations,
    moduleName: String = ""
  ) -> Result<PresenterRecipe, SpecCommandError> {
    let presenters = module.classes.filter { $0.name.hasSuffix("Presenter") }
      .sorted { rank($0, in: module, moduleName) < rank($1, in: module, moduleName) }
    var reasons: [String] = []
    for presenter in presenters {
      let initializers =
        presenter.initializers.isEmpty
        ? [
          ClassDeclaration.Initializer(
            parameters: [],
            isPublic: false,
            isPrivate: false,
            effects: []
          )
        ]
        : presenter.initializers
      for initializer in initializers {
        switch recipe(presenter, initializer, module, moduleName) {
        case .success(let recipe): return .success(recipe)
        case .failure(let reason): reasons.append(reason.message)
        }
      }
    }
    return .failure(SpecCommandError(reasons.joined(separator: "\n")))
  }

  private static func recipe(
    _ presenter: ClassDeclaration,
    _ initializer: ClassDeclaration.Initializer,
    _ module: ModuleDeclarations,
    _ moduleName: String
  ) -> Result<PresenterRecipe, SpecCommandError> {
    let signature =
      presenter.name + ".init("
      + initializer.parameters.map { ($0.parameter.label ?? "_") + ":" }.joined() + ")"
    func refuse(_ why: String) -> Result<PresenterRecipe, SpecCommandError> {
      .failure(SpecCommandError("\(signature): \(why)"))
    }
    guard !initializer.isPrivate else { return refuse("it is private") }
    guard initializer.effects.isEmpty else {
      return refuse(
        "it is \(initializer.effects.joined(separator: " ")), which a first test does not call"
      )
    }
    var isTestable = !presenter.isPublic || !initializer.isPublic
    var doubles: [Double] = []
    var arguments: [String] = []
    var usesClock = false
    var usesSettings = false
    for (parameter, hasDefault) in initializer.parameters {
      let label = parameter.label.map { $0 + ": " } ?? ""
      let base = baseName(of: parameter.type)
      if let declaration = module.protocol(named: base) {
        switch double(named: parameter.name, for: declaration, module, moduleName) {
        case .success(let double):
          isTestable = isTestable || !declaration.isPublic
          doubles.append(double)
          arguments.append(label + parameter.name)
        case .failure(let reason):
          return refuse(reason.message)
        }
      } else if base == "DateClock" || base == "Clock<Duration>" {
        usesClock = true
        arguments.append(label + (base == "DateClock" ? "clock" : "clock.continuous"))
      } else if base == "CalendarSettings" {
        usesSettings = true
        arguments.append(label + "settings")
      } else if hasDefault {
        continue
      } else if parameter.type.hasSuffix("?") {
        arguments.append(label + "nil")
      } else {
        return refuse(
          "a test cannot make `\(parameter.name): \(parameter.type)`: not a protocol of the "
            + "module, a clock, CalendarSettings, an optional or a parameter with a default"
        )
      }
    }
    var wiring: [String] = []
    let conformances = module.protocols(of: presenter)
    let settable =
      conformances.flatMap(\.requirements).compactMap { requirement -> (String, String)? in
        guard case .property(let property) = requirement, property.isSettable else { return nil }
        return (property.name, property.type)
      }
      + presenter.propertiesWithInherited(in: module).filter { $0.isVariable && !$0.isPrivate }
      .map { ($0.name, $0.type) }
    var unwired: [String] = []
    for (name, type) in settable where !doubles.contains(where: { $0.name == name }) {
      guard let declaration = module.protocol(named: baseName(of: type)) else { continue }
      switch double(named: name, for: declaration, module, moduleName) {
      case .success(let double):
        isTestable = isTestable || !declaration.isPublic
        doubles.append(double)
        wiring.append(name)
      case .failure(let reason):
        unwired.append(
          "\(presenter.file): `\(presenter.name).\(name)` is left unset in the first tests, since "
            + reason.message
        )
      }
    }
    let (inputs, skipped) = self.inputs(of: conformances, module, doubles)
    let unanswered = doubles.flatMap(\.unanswered).map {
      "\(presenter.file): `\($0)` is left unstubbed in the first tests, since adopt cannot make "
        + "its result: an input that calls it stops its test; stub it in their `init()` before "
        + "recording"
    }
    // A struct's memberwise initializer is internal, whatever the struct's access, and so may a
    // class's initializer be: a test that makes the module's values imports it @testable.
    let madeTypes = Array(module.structs.keys) + module.classes.map(\.name)
    let makesValues = (inputs.map(\.call) + doubles.flatMap(\.answers)).contains { source in
      madeTypes.contains { source.contains($0 + "(") }
    }
    isTestable = isTestable || makesValues
    return .success(
      PresenterRecipe(
        presenter: presenter.name,
        doubles: doubles,
        arguments: arguments,
        wiring: wiring,
        inputs: inputs,
        skippedInputs: unwired + unanswered + skipped,
        usesClock: usesClock,
        usesSettings: usesSettings,
        isTestable: isTestable,
        isMainActor: presenter.isMainActor || conformances.contains(where: \.isMainActor)
      )
    )
  }

  /// The double that plays a protocol of the module, if the kit can make it with a journal alone.
  private static func double(
    named name: String,
    for declaration: ProtocolDeclaration,
    _ module: ModuleDeclarations,
    _ moduleName: String
  ) -> Result<Double, SpecCommandError> {
    let role = MockNaming.role(of: declaration.name)
    guard role != .presenter else { return .failure(SpecCommandError("`\(name)` is a presenter")) }
    let resolved: ResolvedProtocol
    do {
      resolved = try ResolvedProtocol.resolve(declaration, in: module, moduleName: moduleName)
    } catch {
      return .failure(
        SpecCommandError(
          "no double of `\(name): \(declaration.name)` can be made:\n\(error.message)"
        )
      )
    }
    guard resolved.properties.allSatisfy({ $0.parameter == nil }) else {
      return .failure(
        SpecCommandError(
          "the double for `\(name): \(declaration.name)` needs more than a journal to be made"
        )
      )
    }
    guard role == .collaborator else {
      do {
        _ = try RecorderViewSourceWriter(resolved: resolved).source()
      } catch {
        return .failure(
          SpecCommandError(
            "no recorder view of `\(name): \(declaration.name)` can be written:\n\(error.message)"
          )
        )
      }
      return .success(
        Double(name: name, type: MockNaming.recorderView(of: declaration.name), answers: [])
      )
    }
    let writer = MockSourceWriter(resolved: resolved, enums: module.enums, kept: .init())
    let samples = SampleValue(module: module, doubles: [:])
    let (answers, unanswered) = writer.placeholderAnswers { samples.value(of: $0, named: "value") }
    return .success(
      Double(
        name: name,
        type: writer.typeName,
        answers: answers.map { name + "." + $0 },
        unanswered: unanswered.map { "\(name).\($0)" }
      )
    )
  }

  /// The methods of the protocols a presenter conforms to, which the view, the interactor and
  /// other modules call: each with the call a test makes, or why it cannot make one.
  private static func inputs(
    of conformances: [ProtocolDeclaration],
    _ module: ModuleDeclarations,
    _ doubles: [Double]
  ) -> ([Input], [String]) {
    var doubleByProtocol: [String: String] = [:]
    for declaration in module.protocols {
      let type =
        MockNaming.role(of: declaration.name) == .view
        ? MockNaming.recorderView(of: declaration.name) : MockNaming.mock(of: declaration.name)
      if let double = doubles.first(where: { $0.type == type }) {
        doubleByProtocol[declaration.name] = double.name
      }
    }
    let samples = SampleValue(module: module, doubles: doubleByProtocol)
    var inputs: [Input] = []
    var skipped: [String] = []
    // A method two protocols require is one input; overloads, told apart by their types, are two.
    var seen: Set<String> = []
    for declaration in conformances where MockNaming.role(of: declaration.name) != .view {
      for case .method(let method) in declaration.requirements
      where method.form == .method && !method.isStatic && seen.insert(method.signature).inserted {
        var arguments: [String] = []
        for parameter in method.parameters {
          guard let value = samples.value(of: parameter.type, named: parameter.name) else {
            skipped.append(
              "\(declaration.file):\(method.line): `\(method.fullName)` takes `\(parameter.name): "
                + "\(parameter.type)`, which adopt cannot make: write its test by hand"
            )
            break
          }
          arguments.append((parameter.label.map { $0 + ": " } ?? "") + value)
        }
        guard arguments.count == method.parameters.count else { continue }
        var call = ""
        if method.returnType != nil { call += "_ = " }
        if method.failure != .none { call += "try? " }
        if method.isAsync { call += "await " }
        call += "presenter.\(method.name)(" + arguments.joined(separator: ", ") + ")"
        inputs.append(Input(name: method.fullName, call: call, isAsync: method.isAsync))
      }
    }
    return (inputs, skipped)
  }

  /// The order presenters are tried in: the one named after the module (`HomePresenter` in
  /// `Home`), then those that play a presenter protocol of the module, then the others, each by
  /// name.
  private static func rank(
    _ presenter: ClassDeclaration,
    in module: ModuleDeclarations,
    _ moduleName: String
  ) -> (Int, String) {
    if presenter.name == moduleName + "Presenter" { return (0, presenter.name) }
    let playsPresenter = module.protocols(of: presenter).contains {
      MockNaming.role(of: $0.name) == .presenter
    }
    return (playsPresenter ? 1 : 2, presenter.name)
  }

  /// A type's name without `any`, `some`, parentheses and optionality.
  private static func baseName(of type: String) -> String {
    type.replacingOccurrences(of: "any ", with: "").replacingOccurrences(of: "some ", with: "")
      .filter { !"()?!".contains($0) }.trimmingCharacters(in: .whitespaces)
  }
}
