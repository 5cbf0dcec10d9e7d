/// One frog's card in the list: its picture and name.
public struct FrogCard: Equatable, Sendable {
  /// The frog's identifier, which the card reports when tapped.
  public let id: String
  /// The name under the picture.
  public let name: String
  /// The picture's asset name.
  public let imageName: String

  /// Creates a card.
  ///
  /// - Parameters:
  ///   - id: The frog's identifier.
  ///   - name: The frog's name.
  ///   - imageName: The picture's asset name.
  public init(id: String, name: String, imageName: String) {
    self.id = id
    self.name = name
    self.imageName = imageName
  }
}

/// What the frogs list shows.
public enum FrogListViewState: Equatable, Sendable {
  /// The frogs are being read.
  case loading
  /// There are no frogs.
  case empty
  /// A card per frog, in the source's order.
  case showing([FrogCard])
  /// Reading failed; the message says so in the user's words.
  case failed(message: String)
}

/// Why the frogs could not be read.
public enum FrogSourceError: Error, Equatable, Sendable {
  /// The source could not be reached or read.
  case unavailable
}

/// Where the frogs come from: the guide's own list in the app, a mock in tests.
public protocol FrogSource: Sendable {
  /// Returns every frog, in the guide's order.
  ///
  /// - Returns: The frogs.
  /// - Throws: `FrogSourceError` when they cannot be read.
  func frogs() async throws(FrogSourceError) -> [Frog]
}

/// The frogs list, which owns its presenter and renders what the presenter tells it.
@MainActor
public protocol FrogListDisplaying: AnyObject {
  /// The presenter, owned by the view so that releasing the view releases the module.
  var presenter: (any FrogListPresenting)? { get set }

  /// Shows the navigation title.
  ///
  /// - Parameter title: The title.
  func show(title: String)

  /// Shows a state.
  ///
  /// - Parameter state: The state to show.
  func render(_ state: FrogListViewState)
}

/// The frogs list's events, which the presenter handles.
@MainActor
public protocol FrogListPresenting: AnyObject {
  /// Tells the presenter the screen appeared, so it reads the frogs.
  func viewAppeared() async

  /// Tells the presenter the user tapped a frog's card.
  ///
  /// - Parameter id: The frog's identifier.
  func frogSelected(id: String) async

  /// Tells the presenter the user tapped the help button (`questionmark.circle`).
  func helpTapped() async
}

/// The frogs list use case.
public protocol FrogListInteracting: Sendable {
  /// Returns the frogs to show, in the guide's order.
  ///
  /// - Returns: The frogs.
  /// - Throws: `FrogSourceError` when they cannot be read.
  func frogs() async throws(FrogSourceError) -> [Frog]
}

/// Where the frogs list leads.
@MainActor
public protocol FrogListRouting: AnyObject {
  /// Pushes a frog's detail.
  ///
  /// - Parameter id: The frog's identifier.
  func showFrog(id: String)

  /// Presents the About sheet.
  func showAbout()
}
