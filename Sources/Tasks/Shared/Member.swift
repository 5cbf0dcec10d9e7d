/// A member of the team, to whom a task can be assigned.
public struct Member: Identifiable, Codable, Equatable, Sendable {
  /// The member's identifier, stable across loads.
  public var id: String
  /// The name the app shows.
  public var name: String

  /// Creates a member.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - name: The name the app shows.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}
