/// A member's profile, as the profile screen shows it.
public struct Profile: Equatable, Sendable {
  /// The member's name.
  public var name: String
  /// What the member says about themselves.
  public var bio: String

  /// Creates a profile.
  ///
  /// - Parameters:
  ///   - name: The member's name.
  ///   - bio: What the member says about themselves.
  public init(name: String, bio: String) {
    self.name = name
    self.bio = bio
  }
}

/// What the profile screen shows.
public enum ProfileViewState: Equatable, Sendable {
  /// The profile is being read.
  case loading
  /// The profile.
  case showing(name: String, bio: String)
  /// Reading failed; the message says so in the user's words.
  case failed(message: String)
}

/// Why the profile could not be read.
public enum ProfileError: Error, Equatable, Sendable {
  /// No member has that identifier.
  case notFound
  /// The service could not be reached; trying again may work.
  case offline(reason: String)
}

/// The profile screen.
@MainActor
public protocol ProfileDisplaying: AnyObject {
  /// The presenter, owned by the view.
  var presenter: (any ProfilePresenting)? { get set }

  /// Shows a state.
  ///
  /// - Parameter state: The state to show.
  func render(_ state: ProfileViewState)
}

/// The profile screen's events.
@MainActor
public protocol ProfilePresenting: AnyObject {
  /// Tells the presenter the screen appeared.
  func viewAppeared() async
  /// Tells the presenter the user tapped Edit.
  func editTapped() async
}

/// Reads profiles.
public protocol ProfileInteracting: Sendable {
  /// Returns a member's profile.
  ///
  /// - Parameter id: The member's identifier.
  /// - Returns: The profile.
  /// - Throws: Why it could not be read.
  func profile(id: String) async throws(ProfileError) -> Profile
}

/// Where the profile screen leads.
@MainActor
public protocol ProfileRouting: AnyObject {
  /// Opens the editor on a profile.
  ///
  /// - Parameter profile: The profile to edit.
  func showEditor(for profile: Profile)
}
