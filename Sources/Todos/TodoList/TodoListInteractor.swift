public import Foundation
public import ViperCore

/// Lists every to-do in a stable order and deletes to-dos by identifier.
public final class TodoListInteractor: TodoListInteracting {
  private let store: any DataStore<Todo>

  /// Creates the interactor.
  ///
  /// - Parameter store: Where the to-dos live.
  public init(store: any DataStore<Todo>) {
    self.store = store
  }

  public func todos() async throws(TodoListError) -> [Todo] {
    do {
      return try await store.all().sorted {
        ($0.dueDate, $0.title, $0.id.uuidString) < ($1.dueDate, $1.title, $1.id.uuidString)
      }
    } catch {
      throw .store(error)
    }
  }

  public func deleteTodo(id: UUID) async throws(TodoListError) {
    do {
      try await store.delete(id: id)
    } catch .notFound {
      throw .notFound(id)
    } catch {
      throw .store(error)
    }
  }
}
