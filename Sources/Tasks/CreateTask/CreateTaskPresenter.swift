import Foundation
public import ViperCore

/// The create-task form's presenter: one save at a time, problems shown beside their fields, a
/// failure shown over the form as the user left it, and a question before typed input is thrown
/// away.
///
/// A save that succeeds closes the form first and then tells the delegate, so the list refreshes
/// while the user already sees it. A second tap on Save while a save is on its way does nothing,
/// so a double tap creates one task.
@MainActor
public final class CreateTaskPresenter: CreateTaskPresentation, CreateTaskInteractorOutput {
  private weak var view: (any CreateTaskView)?
  private weak var delegate: (any CreateTaskModuleDelegate)?
  private let interactor: any CreateTaskUseCase
  private let wireframe: any CreateTaskWireframe
  private let clock: any DateClock
  private let settings: CalendarSettings
  private var isSaving = false
  private var isShowingProblems = false
  /// The task the save in progress created, once the interactor has reported it.
  private var createdTask: TaskItem?

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - view: The form, held weakly.
  ///   - interactor: The use case.
  ///   - wireframe: Where the form leads.
  ///   - delegate: Told about the created task, held weakly.
  ///   - clock: Where "today" comes from, for the first day the form offers.
  ///   - settings: The calendar and time zone the days are counted in.
  public init(
    view: any CreateTaskView,
    interactor: any CreateTaskUseCase,
    wireframe: any CreateTaskWireframe,
    delegate: (any CreateTaskModuleDelegate)?,
    clock: any DateClock,
    settings: CalendarSettings
  ) {
    self.view = view
    self.interactor = interactor
    self.wireframe = wireframe
    self.delegate = delegate
    self.clock = clock
    self.settings = settings
  }

  public func viewDidLoad() async {
    view?.showForm(minimumDueDate: settings.calendar.startOfDay(for: clock.now))
    await interactor.fetchMembers()
  }

  public func saveButtonDidTap(_ input: TaskDraft) async {
    guard !isSaving else { return }
    isSaving = true
    view?.showSaving(true)
    await interactor.createTask(input)
    isSaving = false
    guard let createdTask else {
      view?.showSaving(false)
      return
    }
    wireframe.dismissCreateTaskView()
    await delegate?.createTaskDidCreateTask(createdTask)
  }

  public func cancelButtonDidTap(_ input: TaskDraft) async {
    guard !isSaving else { return }
    let isBlank =
      input.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      && input.details.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
      && input.assignee == nil && input.dueDate == nil
    guard isBlank else {
      view?.showDiscardConfirmation(message: "Discard this task? What you entered will be lost.")
      return
    }
    wireframe.dismissCreateTaskView()
  }

  public func discardButtonDidTap() async {
    wireframe.dismissCreateTaskView()
  }

  public func outputMembers(_ members: [Member]) {
    view?.showMembers(members)
  }

  public func outputMembersError(_ error: TaskRepositoryError) {
    view?.showMembersUnavailable(
      message: "The members could not be loaded: " + error.explanation
        + " The task can be saved without an assignee."
    )
  }

  public func outputInputProblems(_ problems: [CreateTaskInputProblem]) {
    var title: String?
    var dueDate: String?
    for problem in problems {
      switch problem {
      case .titleMissing: title = "Enter a title."
      case .titleTooLong(let length, let limit):
        title = "Shorten the title to \(limit) characters; it has \(length)."
      case .dueDateInPast: dueDate = "Choose today or a later day."
      }
    }
    isShowingProblems = true
    view?.showFieldProblems(title: title, dueDate: dueDate)
  }

  public func outputCreatedTask(_ task: TaskItem) {
    createdTask = task
  }

  public func outputCreateTaskError(_ error: TaskRepositoryError) {
    clearProblems()
    view?.showSaveFailure(message: "The task could not be created: " + error.explanation)
  }

  private func clearProblems() {
    guard isShowingProblems else { return }
    isShowingProblems = false
    view?.showFieldProblems(title: nil, dueDate: nil)
  }
}
