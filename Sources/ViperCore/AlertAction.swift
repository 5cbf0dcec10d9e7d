/// A button of an ``Alert``; the view reports the chosen action's identifier back to the presenter.
public struct AlertAction: Equatable, Sendable {
  /// The part an action plays, which decides how the platform styles it.
  public enum Role: String, Equatable, Sendable {
    /// A plain action.
    case `default`
    /// The action that leaves everything as it was.
    case cancel
    /// An action that deletes or discards something.
    case destructive
  }

  /// The identifier the presenter receives when the user picks this action.
  public let id: String
  /// The button's text.
  public let title: String
  /// How the button is styled.
  public let role: Role

  /// Creates an alert action.
  ///
  /// - Parameters:
  ///   - id: The identifier reported back when the action is chosen.
  ///   - title: The button's text.
  ///   - role: How the button is styled.
  public init(id: String, title: String, role: Role = .default) {
    self.id = id
    self.title = title
    self.role = role
  }
}
