/// The frogs list's presenter: reads the frogs and turns them into cards; the help button and a
/// card lead on through the router.
///
/// The original built its navigation links and the About sheet inside the presenter, as SwiftUI
/// views, and left a second way to open the sheet unused; here the presenter asks the router,
/// which is the one place the About sheet is made.
@MainActor
public final class FrogListPresenter: FrogListPresenting {
  private weak var view: (any FrogListDisplaying)?
  private let interactor: any FrogListInteracting
  private let router: any FrogListRouting

  /// Creates the presenter; the module assembly wires it.
  ///
  /// - Parameters:
  ///   - view: The screen, held weakly.
  ///   - interactor: The use case.
  ///   - router: Where the screen leads.
  public init(
    view: any FrogListDisplaying,
    interactor: any FrogListInteracting,
    router: any FrogListRouting
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  public func viewAppeared() async {
    view?.show(title: FrogsText.appTitle)
    view?.render(.loading)
    do {
      let frogs = try await interactor.frogs()
      let cards = frogs.map { FrogCard(id: $0.id, name: $0.name, imageName: $0.imageName) }
      view?.render(cards.isEmpty ? .empty : .showing(cards))
    } catch {
      view?.render(.failed(message: "The frogs could not be read. Try again."))
    }
  }

  public func frogSelected(id: String) async {
    router.showFrog(id: id)
  }

  public func helpTapped() async {
    router.showAbout()
  }
}
