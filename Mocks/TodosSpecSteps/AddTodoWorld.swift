public import Todos
public import TodosMocks

/// The world of the add specs: the shared environment, the add module and its delegate.
@MainActor
public final class AddTodoWorld {
  /// The clock, store, calendar and journal.
  public let todos = TodosWorld()
  /// The recorder view the module renders into.
  public private(set) lazy var view = AddTodoRecorderView(journal: todos.journal)
  /// The delegate that hears about saves and cancels.
  public private(set) lazy var delegate = MockAddTodoModuleDelegate(journal: todos.journal)

  /// Creates a world; the module is assembled when the form first appears.
  public init() {}

  /// Returns the presenter, assembling the module with the current settings on first use.
  ///
  /// - Returns: The presenter.
  public func presenter() -> any AddTodoPresenting {
    if let presenter = view.presenter { return presenter }
    return AddTodoModule.assemble(
      view: view,
      store: todos.store,
      clock: todos.clock,
      settings: todos.settings,
      makeID: todos.makeID,
      navigator: todos.navigator,
      delegate: delegate
    )
  }
}
