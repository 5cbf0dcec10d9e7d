/// What a type is for in a VIPER module, read from its name and the protocols it names: the
/// VIPER-aware operators change a presenter's, an interactor's and a router's code each its way.
enum TypeRole: Equatable {
  /// Turns events into what the view shows and where the router leads.
  case presenter
  /// A use case: validates, asks services, writes stores, waits on clocks.
  case interactor
  /// Turns navigation requests into routes.
  case router
  /// Anything else.
  case other

  /// The role of a type.
  ///
  /// - Parameters:
  ///   - name: The type's name, such as `LoginPresenter`.
  ///   - conformances: The names after its `:`, such as `LoginPresenting`.
  init(name: String, conformances: [String]) {
    let names = [name] + conformances
    func any(_ parts: [String]) -> Bool {
      names.contains { name in parts.contains { name.hasSuffix($0) } }
    }
    if any(["Presenter", "Presenting", "PresenterProtocol", "ViewModel"]) {
      self = .presenter
    } else if any(["Interactor", "Interacting", "InteractorProtocol", "UseCase"]) {
      self = .interactor
    } else if any(["Router", "Routing", "RouterProtocol", "Wireframe", "Coordinator"]) {
      self = .router
    } else {
      self = .other
    }
  }
}
