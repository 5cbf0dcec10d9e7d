public import Foundation
public import ViperCore

/// Reads, changes and deletes one to-do; an unknown identifier is an error, never a blank to-do.
public final class TodoDetailInteractor: TodoDetailInteracting {
  private let store: any DataStore<Todo>
  private let clock: any DateClock

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - store: Where the to-dos live.
  ///   - clock: The source of the updated date.
  public init(store: any DataStore<Todo>, clock: any DateClock) {
    self.store = store
    self.clock = clock
  }

  public func todo(id: UUID) async throws(TodoDetailError) -> Todo {
    let found: Todo?
    do {
      found = try await store.entity(withID: id)
    } catch {
      throw .store(error)
    }
    guard let found else { throw .notFound(id) }
    return found
  }

  public func toggleCompletion(id: UUID) async throws(TodoDetailError) -> Todo {
    var todo = try await todo(id: id)
    todo.isCompleted.toggle()
    todo.updatedAt = clock.now
    do {
      try await store.update(todo)
    } catch .notFound {
      throw .notFound(id)
    } catch {
      throw .store(error)
    }
    return todo
  }

  public func deleteTodo(id: UUID) async throws(TodoDetailError) {
    do {
      try await store.delete(id: id)
    } catch .notFound {
      throw .notFound(id)
    } catch {
      throw .store(error)
    }
  }
}
