import Foundation
import ViperCore

/// The alert that asks before a to-do is deleted, shared by the list and detail screens.
///
/// The destructive action's identifier carries the to-do's identifier, so the answer deletes the
/// to-do the user saw named in the alert even if the list changed in between.
enum DeleteConfirmation {
  /// The identifier of the action that keeps the to-do.
  static let cancelActionID = "cancel"
  private static let deletePrefix = "delete:"

  /// Returns the alert naming the to-do, with a cancel and a destructive delete action.
  static func alert(for todo: Todo, text: TodosText) -> Alert {
    Alert(
      title: text.deleteConfirmation(title: todo.title),
      actions: [
        AlertAction(id: cancelActionID, title: text.cancel, role: .cancel),
        AlertAction(
          id: deletePrefix + todo.id.uuidString,
          title: text.delete,
          role: .destructive
        ),
      ]
    )
  }

  /// Returns the identifier of the to-do a chosen action deletes, or `nil` for any other action.
  static func todoID(fromActionID actionID: String) -> UUID? {
    guard actionID.hasPrefix(deletePrefix) else { return nil }
    return UUID(uuidString: String(actionID.dropFirst(deletePrefix.count)))
  }
}
