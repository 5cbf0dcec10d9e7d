public import Todos
public import ViperMocks

/// An add-module delegate double that journals how the form ended.
///
/// The journal shows only the saved to-do's title, `delegate.addTodoDidSave("Buy milk")`, to keep
/// transcripts short; ``savedTodos`` holds the whole to-dos.
@MainActor
public final class MockAddTodoModuleDelegate: Mock, AddTodoModuleDelegate {
  public let journal: Journal
  /// The to-dos the form saved, in order.
  public private(set) var savedTodos: [Todo] = []

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func addTodoDidSave(_ todo: Todo) async {
    savedTodos.append(todo)
    recordCall(todo.title)
  }

  public func addTodoDidCancel() async {
    recordCall()
  }
}
