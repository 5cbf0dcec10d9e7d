public import ViperCore

/// Turns a frog's page's navigation into routes: the "out of service" alert.
@MainActor
public final class FrogDetailRouter: FrogDetailRouting {
  private weak var navigator: (any Navigator<FrogsScreen>)?

  /// Creates a router that speaks to a navigator it does not own.
  ///
  /// - Parameter navigator: The app's navigator, held weakly.
  public init(navigator: any Navigator<FrogsScreen>) {
    self.navigator = navigator
  }

  public func showOutOfServiceAlert() {
    navigator?.navigate(
      .showAlert(
        Alert(
          title: "This feature is out of service",
          message: "Please wait a little longer for service to begin. It may take a few days.",
          actions: [AlertAction(id: FrogDetailPresenter.okActionID, title: "OK")]
        )
      )
    )
  }
}
