/// A frog's page's presenter: reads the frog, shows its page, and asks the router for the
/// "out of service" alert.
///
/// An identifier no frog has shows a not-found state, never a default frog. The alert's OK only
/// dismisses it, which the navigator does; the original printed a line to the console.
@MainActor
public final class FrogDetailPresenter: FrogDetailPresenting {
  /// The identifier of the alert's OK action.
  public static let okActionID = "ok"

  private weak var view: (any FrogDetailDisplaying)?
  private let frogID: String
  private let interactor: any FrogDetailInteracting
  private let router: any FrogDetailRouting

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - frogID: The identifier of the frog to show.
  ///   - view: The page, held weakly.
  ///   - interactor: The use case.
  ///   - router: Where the page leads.
  public init(
    frogID: String,
    view: any FrogDetailDisplaying,
    interactor: any FrogDetailInteracting,
    router: any FrogDetailRouting
  ) {
    self.frogID = frogID
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  public func viewAppeared() async {
    view?.render(.loading)
    do {
      view?.render(.showing(FrogDetailContent(frog: try await interactor.frog(id: frogID))))
    } catch .notFound {
      view?.render(.notFound(message: "This frog is not in the guide."))
    } catch {
      view?.render(.failed(message: "The frog could not be read. Try again."))
    }
  }

  public func askProfessorTapped() async {
    router.showOutOfServiceAlert()
  }

  public func alertActionChosen(id: String) async {}
}
