public import Foundation

/// A logged-in user, stored so that the next launch starts logged in.
///
/// The original kept the login in memory only, so every launch started at the login screen.
public struct Session: Identifiable, Codable, Equatable, Sendable {
  /// The account name (an e-mail address), which identifies the session.
  public var id: String
  /// When the user logged in, from the injected clock.
  public var loggedInAt: Date

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - id: The account name.
  ///   - loggedInAt: When the user logged in.
  public init(id: String, loggedInAt: Date) {
    self.id = id
    self.loggedInAt = loggedInAt
  }
}
