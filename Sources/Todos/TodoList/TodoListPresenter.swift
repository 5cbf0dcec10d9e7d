public import Foundation
public import ViperCore

/// Shows every to-do with its completion, opens details, and deletes after confirmation.
///
/// Rows and actions refer to to-dos by identifier, never by position, so a list that changed
/// since it was shown never selects or deletes the wrong to-do: a stale identifier reloads the
/// list instead.
@MainActor
public final class TodoListPresenter: TodoListPresenting {
  private weak var view: (any TodoListDisplaying)?
  private let interactor: any TodoListInteracting
  private let router: any TodoListRouting
  private let text: TodosText
  private var shown: [Todo] = []

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - view: The view to render into, held weakly.
  ///   - interactor: Lists and deletes the to-dos.
  ///   - router: Performs navigation and shows alerts.
  ///   - settings: The locale that picks the language.
  public init(
    view: any TodoListDisplaying,
    interactor: any TodoListInteracting,
    router: any TodoListRouting,
    settings: CalendarSettings
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.text = TodosText(settings: settings)
  }

  public func viewAppeared() async {
    await reload()
  }

  public func rowSelected(id: UUID) async {
    guard shown.contains(where: { $0.id == id }) else { return await reload() }
    router.showDetail(for: id)
  }

  public func deleteTapped(id: UUID) async {
    guard let todo = shown.first(where: { $0.id == id }) else { return await reload() }
    router.showDeleteConfirmation(DeleteConfirmation.alert(for: todo, text: text))
  }

  public func alertActionChosen(_ actionID: String) async {
    guard let id = DeleteConfirmation.todoID(fromActionID: actionID) else { return }
    do {
      try await interactor.deleteTodo(id: id)
    } catch .notFound {
      // Already gone: the reload below shows the list without it.
    } catch {
      return render(.failed(message: message(for: error, whileDeleting: true)))
    }
    await reload()
  }

  private func reload() async {
    do {
      shown = try await interactor.todos()
    } catch {
      shown = []
      return render(.failed(message: message(for: error, whileDeleting: false)))
    }
    guard !shown.isEmpty else { return render(.empty) }
    render(
      .rows(
        shown.map { todo in
          TodoListRow(
            id: todo.id,
            title: todo.title,
            isCompleted: todo.isCompleted,
            status: todo.isCompleted ? text.completed : text.notCompleted
          )
        }
      )
    )
  }

  private func render(_ state: TodoListViewState) {
    view?.render(state)
  }

  private func message(for error: TodoListError, whileDeleting: Bool) -> String {
    switch error {
    case .notFound: text.notFound
    case .store: whileDeleting ? text.deleteFailed : text.loadFailed
    }
  }
}
