public import Foundation
public import Tasks
public import ViperMocks

/// A headless create-task form that journals what the presenter says, and keeps the members it
/// was given so a test can pick one as a user would.
///
/// ```text
/// view.showForm(minimumDueDate: 2026-11-18T00:00:00Z)
/// view.showMembers(["Ana", "Ben"])
/// view.showFieldProblems(title: "Enter a title.", dueDate: nil)
/// ```
@MainActor
public final class CreateTaskRecorderView: CreateTaskView {
  public var presenter: (any CreateTaskPresentation)?
  /// The members last shown, empty until they load.
  public private(set) var members: [Member] = []
  private let journal: Journal
  private let name: String

  /// Creates the view.
  ///
  /// - Parameters:
  ///   - journal: The journal the test's doubles share.
  ///   - name: Who the entries are from, `view` unless several screens share the journal, as
  ///     in a spec, which names this one `form`.
  public init(journal: Journal, name: String = "view") {
    self.journal = journal
    self.name = name
  }

  /// Tells the presenter the view loaded, as a real view does from its lifecycle callback.
  public func load() async {
    await presenter?.viewDidLoad()
  }

  public func showForm(minimumDueDate: Date) {
    journal.record(name, "showForm(minimumDueDate:)", minimumDueDate)
  }

  public func showMembers(_ members: [Member]) {
    self.members = members
    journal.record(name, "showMembers(_:)", members.map(\.name))
  }

  public func showMembersUnavailable(message: String) {
    journal.record(name, "showMembersUnavailable(message:)", message)
  }

  public func showFieldProblems(title: String?, dueDate: String?) {
    journal.record(name, "showFieldProblems(title:dueDate:)", title as Any, dueDate as Any)
  }

  public func showSaving(_ isSaving: Bool) {
    journal.record(name, "showSaving(_:)", isSaving)
  }

  public func showSaveFailure(message: String) {
    journal.record(name, "showSaveFailure(message:)", message)
  }

  public func showDiscardConfirmation(message: String) {
    journal.record(name, "showDiscardConfirmation(message:)", message)
  }
}
