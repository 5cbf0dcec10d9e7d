public import Foundation
public import ViperCore

/// Shows one to-do, toggles its completion, and deletes it after confirmation, then pops.
///
/// An unknown identifier renders an explicit not-found state; the due date is spelled out in the
/// injected locale and time zone.
@MainActor
public final class TodoDetailPresenter: TodoDetailPresenting {
  private enum Action {
    case load
    case save
    case delete
  }

  private weak var view: (any TodoDetailDisplaying)?
  private let todoID: UUID
  private let interactor: any TodoDetailInteracting
  private let router: any TodoDetailRouting
  private let calendar: TodoCalendar
  private let text: TodosText
  private var shown: Todo?

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - todoID: The identifier of the to-do the screen shows.
  ///   - view: The view to render into, held weakly.
  ///   - interactor: Reads, changes and deletes the to-do.
  ///   - router: Shows alerts and pops the screen.
  ///   - settings: The locale and time zone for text and dates.
  public init(
    todoID: UUID,
    view: any TodoDetailDisplaying,
    interactor: any TodoDetailInteracting,
    router: any TodoDetailRouting,
    settings: CalendarSettings
  ) {
    self.todoID = todoID
    self.view = view
    self.interactor = interactor
    self.router = router
    self.calendar = TodoCalendar(settings: settings)
    self.text = TodosText(settings: settings)
  }

  public func viewAppeared() async {
    do {
      show(try await interactor.todo(id: todoID))
    } catch {
      fail(error, while: .load)
    }
  }

  public func completionToggled() async {
    guard shown != nil else { return }
    do {
      show(try await interactor.toggleCompletion(id: todoID))
    } catch {
      fail(error, while: .save)
    }
  }

  public func deleteTapped() async {
    guard let shown else { return }
    router.showDeleteConfirmation(DeleteConfirmation.alert(for: shown, text: text))
  }

  public func alertActionChosen(_ actionID: String) async {
    guard DeleteConfirmation.todoID(fromActionID: actionID) == todoID else { return }
    do {
      try await interactor.deleteTodo(id: todoID)
    } catch .notFound {
      // Already gone: leaving the screen is still right.
    } catch {
      return fail(error, while: .delete)
    }
    shown = nil
    router.close()
  }

  private func show(_ todo: Todo) {
    shown = todo
    view?.render(
      .showing(
        TodoDetailContent(
          title: todo.title,
          detail: todo.detail,
          isCompleted: todo.isCompleted,
          status: todo.isCompleted ? text.completed : text.notCompleted,
          dueDate: calendar.longDate(todo.dueDate)
        )
      )
    )
  }

  private func fail(_ error: TodoDetailError, while action: Action) {
    switch error {
    case .notFound:
      shown = nil
      view?.render(.notFound(message: text.notFound))
    case .store:
      let message: String
      switch action {
      case .load: message = text.loadFailed
      case .save: message = text.saveFailed
      case .delete: message = text.deleteFailed
      }
      view?.render(.failed(message: message))
    }
  }
}
