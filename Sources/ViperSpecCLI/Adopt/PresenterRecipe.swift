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
  /// Whether an argument needs Foundation: the clock's start date, a locale.
  let needsFoundation: Bool

  /// The screen's name: the presenter's without `Presenter`.
  var screen: String {
    String(presenter.dropLast("Presenter".count))
  }

  /// The first presenter of the module, by name, with a public initializer the kit can call.
  ///
  /// - Parameter module: The module's declarations.
  /// - Returns: The recipe, or `nil` when no presenter has such an initializer.
  static func first(in module: ModuleDeclarations) -> PresenterRecipe? {
    let presenters = module.classes.filter { $0.name.hasSuffix("Presenter") }
      .sorted { $0.name < $1.name }
    for presenter in presenters {
      for initializer in presenter.initializers where initializer.isPublic {
        if let recipe = recipe(presenter.name, initializer, module) { return recipe }
      }
    }
    return nil
  }

  private static func recipe(
    _ presenter: String,
    _ initializer: ClassDeclaration.Initializer,
    _ module: ModuleDeclarations
  ) -> PresenterRecipe? {
    var doubles: [Double] = []
    var arguments: [String] = []
    var usesClock = false
    var needsFoundation = false
    for (parameter, hasDefault) in initializer.parameters {
      let label = parameter.label.map { $0 + ": " } ?? ""
      let isOptional = parameter.type.hasSuffix("?")
      let base = parameter.type.replacingOccurrences(of: "any ", with: "")
        .replacingOccurrences(of: "some ", with: "")
        .filter { !"()?".contains($0) }
      if let declaration = module.protocol(named: base), declaration.isPublic {
        switch MockNaming.role(of: base) {
        case .view:
          doubles.append(Double(name: parameter.name, type: MockNaming.recorderView(of: base)))
        case .collaborator:
          doubles.append(Double(name: parameter.name, type: MockNaming.mock(of: base)))
        case .presenter:
          return nil
        }
        arguments.append(label + parameter.name)
      } else if base == "DateClock" || base == "Clock<Duration>" {
        usesClock = true
        arguments.append(label + (base == "DateClock" ? "clock" : "clock.continuous"))
      } else if base == "CalendarSettings" {
        needsFoundation = true
        arguments.append(
          label
            + #"CalendarSettings(timeZone: .gmt, locale: Locale(identifier: "en_US"), "#
            + "firstWeekday: .sunday)"
        )
      } else if hasDefault {
        continue
      } else if isOptional {
        arguments.append(label + "nil")
      } else {
        return nil
      }
    }
    return PresenterRecipe(
      presenter: presenter,
      doubles: doubles,
      arguments: arguments,
      usesClock: usesClock,
      needsFoundation: needsFoundation || usesClock
    )
  }
}
