public import Todos
public import TodosMocks

/// The world of the list specs: the shared environment and the assembled list module.
@MainActor
public final class TodoListWorld {
  /// The clock, store, calendar and journal.
  public let todos = TodosWorld()
  /// The recorder view the module renders into.
  public private(set) lazy var view = TodoListRecorderView(journal: todos.journal)

  /// Creates a world; the module is assembled when the list first appears.
  public init() {}

  /// Returns the presenter, assembling the module with the current settings on first use.
  ///
  /// - Returns: The presenter.
  public func presenter() -> any TodoListPresenting {
    if let presenter = view.presenter { return presenter }
    return TodoListModule.assemble(
      view: view,
      store: todos.store,
      settings: todos.settings,
      navigator: todos.navigator
    )
  }
}
