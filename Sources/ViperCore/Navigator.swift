/// The receiver of routes: the app implements it with its UI framework, tests record it.
@MainActor
public protocol Navigator<Screen>: AnyObject {
  /// The feature's enumeration of destinations.
  associatedtype Screen: Equatable & Sendable

  /// Performs a navigation transition.
  ///
  /// - Parameter route: The transition to perform.
  func navigate(_ route: Route<Screen>)
}
