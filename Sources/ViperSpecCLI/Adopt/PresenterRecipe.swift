import Foundation

/// How a test builds a presenter of the module: its doubles and the arguments of one of its
/// public initializers, each a double, the test clock or a value the kit can make.
struct PresenterRecipe: Equatable, Sendable {
  /// A double the test keeps: a recorder view or a mock.
  struct Double: Equatable, Sendable {
    /// The property's name, the parameter's: `view`, `interactor`.
    let name: String
    /// The double's type, such as `LoginRecorderView`.
    let type: String
  }

  /// The presenter's type.
  let presenter: String
  /// The doubles, in the initializer's order.
  let doubles: [Double]
  /// The initializer's arguments, such as `view: view` or `clock: clock.continuous`.
  let arguments: [String]
  /// Whether an argument is the test clock.
  let usesClock: Bool
  /// Whether an argument is the calendar settings.
  let usesSettings: Bool

  /// Whether the test's file needs Foundation: for the clock's start date or the locale.
  var needsFoundation: Bool { usesClock || usesSettings }

  /// The screen's name: the presenter's without `Presenter`.
  var screen: String {
    String(presenter.dropLast("Presenter".count))
  }

  /// The first presenter of the module, by name, with a public initializer the kit can call.
  ///
  /// - Parameter module: The module's declarations.
  /// - Returns: The recipe, or each initializer that was tried with why it cannot be called.
  static func first(in module: ModuleDeclarations) -> Result<PresenterRecipe, SpecCommandError> {
    let presenters = module.classes.filter { $0.name.hasSuffix("Presenter") }
      .sorted { $0.name < $1.name }
    var reasons: [String] = []
    for presenter in presenters {
      for initializer in presenter.initializers {
        switch recipe(presenter.name, initializer, module) {
        case .success(let recipe): return .success(recipe)
        case .failure(let reason): reasons.append(reason.message)
        }
      }
      if presenter.initializers.isEmpty {
        reasons.append("\(presenter.name) declares no initializer a test can see")
      }
    }
    return .failure(SpecCommandError(reasons.joined(separator: "\n")))
  }

  private static func recipe(
    _ presenter: String,
    _ initializer: ClassDeclaration.Initializer,
    _ module: ModuleDeclarations
  ) -> Result<PresenterRecipe, SpecCommandError> {
    let signature =
      presenter + ".init("
      + initializer.parameters.map {
        ($0.parameter.label ?? "_") + ":"
      }.joined() + ")"
    func refuse(_ why: String) -> Result<PresenterRecipe, SpecCommandError> {
      .failure(SpecCommandError("\(signature): \(why)"))
    }
    guard initializer.isPublic else { return refuse("it is not public") }
    guard initializer.effects.isEmpty else {
      return refuse(
        "it is \(initializer.effects.joined(separator: " ")), which a first test does not call"
      )
    }
    var doubles: [Double] = []
    var arguments: [String] = []
    var usesClock = false
    var usesSettings = false
    for (parameter, hasDefault) in initializer.parameters {
      let label = parameter.label.map { $0 + ": " } ?? ""
      let base = parameter.type.replacingOccurrences(of: "any ", with: "")
        .replacingOccurrences(of: "some ", with: "")
        .filter { !"()?".contains($0) }
      if let declaration = module.protocol(named: base), declaration.isPublic {
        let role = MockNaming.role(of: base)
        guard role != .presenter else { return refuse("`\(parameter.name)` is a presenter") }
        let resolved = try? ResolvedProtocol.resolve(
          declaration,
          in: module,
          moduleName: ""
        )
        guard let resolved, resolved.properties.allSatisfy({ $0.parameter == nil }) else {
          return refuse(
            "the double for `\(parameter.name): \(parameter.type)` needs more than a journal to "
              + "be made"
          )
        }
        let type = role == .view ? MockNaming.recorderView(of: base) : MockNaming.mock(of: base)
        doubles.append(Double(name: parameter.name, type: type))
        arguments.append(label + parameter.name)
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
    return .success(
      PresenterRecipe(
        presenter: presenter,
        doubles: doubles,
        arguments: arguments,
        usesClock: usesClock,
        usesSettings: usesSettings
      )
    )
  }
}
