public import Foundation

/// The destinations of the Todos feature, as the routers name them to a `Navigator`.
public enum TodosScreen: Equatable, Sendable {
  /// The upcoming to-dos, grouped by how soon they are due.
  case upcoming
  /// The form that adds a to-do.
  case addTodo
  /// Every to-do in one list.
  case todoList
  /// One to-do, by its identifier.
  case todoDetail(id: UUID)
}
