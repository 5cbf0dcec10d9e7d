public import Todos
public import ViperSpec

/// An add-module delegate double that journals how the form ended as `delegate.…`.
@MainActor
public final class MockAddTodoModuleDelegate: AddTodoModuleDelegate {
  private let journal: Journal

  /// Creates the mock.
  ///
  /// - Parameter journal: The journal shared by the test's doubles.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func addTodoDidSave(_ todo: Todo) async {
    journal.record("delegate", "addTodoDidSave(_:)", todo.title)
  }

  public func addTodoDidCancel() async {
    journal.record("delegate", "addTodoDidCancel()")
  }
}
