public import ViperCore

/// Runs the profile screen: reads the member's profile, once more after two seconds when the
/// service is offline, and opens the editor on it.
@MainActor
public final class ProfilePresenter: ProfilePresenting {
  private weak var view: (any ProfileDisplaying)?
  private let interactor: any ProfileInteracting
  private let router: any ProfileRouting
  private let clock: any DateClock
  private let memberID: String
  private var shown: Profile?

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - view: The screen, held weakly.
  ///   - interactor: Reads profiles.
  ///   - router: Where the screen leads.
  ///   - clock: The clock the retry waits on.
  ///   - memberID: Whose profile to show; the signed-in member's by default.
  public init(
    view: any ProfileDisplaying,
    interactor: any ProfileInteracting,
    router: any ProfileRouting,
    clock: any DateClock,
    memberID: String = "me"
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.clock = clock
    self.memberID = memberID
  }

  public func viewAppeared() async {
    view?.render(.loading)
    do throws(ProfileError) {
      let profile: Profile
      do throws(ProfileError) {
        profile = try await interactor.profile(id: memberID)
      } catch .offline {
        try? await clock.sleep(for: .seconds(2))
        profile = try await interactor.profile(id: memberID)
      }
      shown = profile
      view?.render(.showing(name: profile.name, bio: profile.bio))
    } catch {
      view?.render(.failed(message: "The profile could not be read. Try again."))
    }
  }

  public func editTapped() async {
    guard let shown else { return }
    router.showEditor(for: shown)
  }
}
