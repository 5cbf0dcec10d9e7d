public import Todos
public import TodosMocks

/// The world of the upcoming specs: the shared environment and the assembled upcoming module.
@MainActor
public final class UpcomingWorld {
  /// The clock, store, calendar and journal.
  public let todos = TodosWorld()
  /// The recorder view the module renders into.
  public private(set) lazy var view = UpcomingRecorderView(journal: todos.journal)

  /// Creates a world; the module is assembled when the screen first appears.
  public init() {}

  /// Returns the presenter, assembling the module with the current settings on first use.
  ///
  /// - Returns: The presenter.
  public func presenter() -> any UpcomingPresenting {
    if let presenter = view.presenter { return presenter }
    return UpcomingModule.assemble(
      view: view,
      store: todos.store,
      clock: todos.clock,
      settings: todos.settings,
      navigator: todos.navigator
    )
  }
}
