public import Foundation
public import Todos
public import TodosMocks

/// The world of the detail specs: the shared environment and the assembled detail module.
@MainActor
public final class TodoDetailWorld {
  /// The clock, store, calendar and journal.
  public let todos = TodosWorld()
  /// The recorder view the module renders into.
  public private(set) lazy var view = TodoDetailRecorderView(journal: todos.journal)

  /// Creates a world; the module is assembled when the detail first appears.
  public init() {}

  /// Returns the presenter, assembling the module for a to-do on first use.
  ///
  /// - Parameter id: The to-do to show; ignored once the module exists.
  /// - Returns: The presenter.
  public func presenter(for id: UUID? = nil) -> any TodoDetailPresenting {
    if let presenter = view.presenter { return presenter }
    return TodoDetailModule.assemble(
      todoID: id ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
      view: view,
      store: todos.store,
      clock: todos.clock,
      settings: todos.settings,
      navigator: todos.navigator
    )
  }
}
