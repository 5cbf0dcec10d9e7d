/// An alert as data: what a router asks the navigator to show, independent of any UI framework.
public struct Alert: Equatable, Sendable {
  /// The alert's headline.
  public let title: String
  /// The explanatory text under the title, if any.
  public let message: String?
  /// The buttons, in display order.
  public let actions: [AlertAction]

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The headline.
  ///   - message: The explanatory text, if any.
  ///   - actions: The buttons, in display order.
  public init(title: String, message: String? = nil, actions: [AlertAction]) {
    self.title = title
    self.message = message
    self.actions = actions
  }
}
