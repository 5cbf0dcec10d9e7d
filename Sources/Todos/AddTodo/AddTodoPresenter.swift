public import Foundation
public import ViperCore

/// Runs the add form: validation messages that keep the input, save and cancel in a fixed order.
///
/// Save persists, then dismisses, then tells the delegate; cancel dismisses, then tells the
/// delegate. A refused or failed save dismisses nothing and renders the user's title and due date
/// again with the reason, and with the minimum due date read anew, so a form left open past
/// midnight never offers yesterday.
@MainActor
public final class AddTodoPresenter: AddTodoPresenting {
  private weak var view: (any AddTodoDisplaying)?
  private weak var delegate: (any AddTodoModuleDelegate)?
  private let interactor: any AddTodoInteracting
  private let router: any AddTodoRouting
  private let text: TodosText

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - view: The view to render into, held weakly.
  ///   - interactor: Validates and stores the to-do.
  ///   - router: Dismisses the form.
  ///   - delegate: The presenting module, held weakly, told how the form ended.
  ///   - settings: The locale that picks the language of messages.
  public init(
    view: any AddTodoDisplaying,
    interactor: any AddTodoInteracting,
    router: any AddTodoRouting,
    delegate: (any AddTodoModuleDelegate)?,
    settings: CalendarSettings
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.delegate = delegate
    self.text = TodosText(settings: settings)
  }

  public func viewAppeared() async {
    let minimum = await interactor.startOfToday()
    view?.render(AddTodoViewState(title: "", dueDate: minimum, minimumDueDate: minimum))
  }

  public func saveTapped(title: String, dueDate: Date) async {
    do {
      let todo = try await interactor.addTodo(title: title, dueDate: dueDate)
      router.dismiss()
      await delegate?.addTodoDidSave(todo)
    } catch {
      let minimum = await interactor.startOfToday()
      view?.render(
        AddTodoViewState(
          title: title,
          dueDate: dueDate,
          minimumDueDate: minimum,
          message: message(for: error)
        )
      )
    }
  }

  public func cancelTapped() async {
    router.dismiss()
    await delegate?.addTodoDidCancel()
  }

  private func message(for error: AddTodoError) -> String {
    switch error {
    case .blankTitle: text.blankTitle
    case .titleTooLong(let limit): text.titleTooLong(limit: limit)
    case .dueDateInPast: text.dueDateInPast
    case .store: text.saveFailed
    }
  }
}
