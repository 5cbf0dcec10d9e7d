/// What a frog's page shows once the frog is read.
public struct FrogDetailContent: Equatable, Sendable {
  /// The navigation title: the frog's name.
  public let title: String
  /// The header picture's asset name.
  public let imageName: String
  /// The label of the location row in the "Info" section.
  public let locationLabel: String
  /// Where the frog lives.
  public let location: String
  /// The title of the button in the "Feature" section.
  public let askButtonTitle: String

  /// Creates the content of a frog's page, with the original's labels.
  ///
  /// - Parameter frog: The frog.
  public init(frog: Frog) {
    title = frog.name
    imageName = frog.imageName
    locationLabel = "location"
    location = frog.location
    askButtonTitle = "Ask the Professor"
  }
}

/// What a frog's page shows.
public enum FrogDetailViewState: Equatable, Sendable {
  /// The frog is being read.
  case loading
  /// The frog.
  case showing(FrogDetailContent)
  /// No frog has the identifier; the message says so in the user's words.
  case notFound(message: String)
  /// Reading failed; the message says so in the user's words.
  case failed(message: String)
}

/// Why a frog could not be shown.
public enum FrogDetailError: Error, Equatable, Sendable {
  /// No frog of the guide has the identifier.
  case notFound(id: String)
  /// The frogs could not be read.
  case unavailable
}

/// A frog's page, which owns its presenter and renders what the presenter tells it.
@MainActor
public protocol FrogDetailDisplaying: AnyObject {
  /// The presenter, owned by the view so that releasing the view releases the module.
  var presenter: (any FrogDetailPresenting)? { get set }

  /// Shows a state.
  ///
  /// - Parameter state: The state to show.
  func render(_ state: FrogDetailViewState)
}

/// A frog's page's events.
@MainActor
public protocol FrogDetailPresenting: AnyObject {
  /// Tells the presenter the page appeared, so it reads the frog.
  func viewAppeared() async

  /// Tells the presenter the user tapped "Ask the Professor".
  func askProfessorTapped() async

  /// Tells the presenter the user chose an action of the alert it asked for.
  ///
  /// - Parameter id: The chosen action's identifier.
  func alertActionChosen(id: String) async
}

/// The frog detail use case.
public protocol FrogDetailInteracting: Sendable {
  /// Returns the frog with an identifier.
  ///
  /// - Parameter id: The frog's identifier.
  /// - Returns: The frog.
  /// - Throws: `FrogDetailError.notFound` for an identifier no frog has, `.unavailable` when the
  ///   frogs cannot be read.
  func frog(id: String) async throws(FrogDetailError) -> Frog
}

/// Where a frog's page leads.
@MainActor
public protocol FrogDetailRouting: AnyObject {
  /// Shows the alert that says asking the professor is not available yet.
  func showOutOfServiceAlert()
}
