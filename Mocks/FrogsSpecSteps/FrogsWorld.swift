import Foundation
public import Frogs
public import FrogsMocks
public import ViperMocks
public import ViperSpec

/// The world of the frog specs: the whole app, headless.
///
/// One clock, one session store, one navigator and one journal are shared by every module, so a
/// scenario can walk from launch through login to a frog and back out, and a relaunch sees what
/// the last run stored. The world follows the navigator as the app would: every route goes
/// through a ``FrogsNavigation`` (so a route the app could not perform fails the step), and the
/// screens the routes lead to are assembled and appear, each tab's first screen when the tab is
/// first shown.
@MainActor
public final class FrogsWorld: SpecWorld {
  /// How the login service behaves in a scenario.
  public enum LoginService: Equatable {
    /// It knows the accounts in ``FrogsWorld/accounts`` and answers at once.
    case knownAccounts
    /// It holds every login until the scenario lets it answer.
    case holdsAnswers
    /// It cannot be reached.
    case unreachable
  }

  /// The journal the recorder views and the navigator write to.
  public let journal: Journal
  /// The clock, Tuesday 2025-11-18 09:00 UTC unless a step moves it.
  public let clock = TestClock(now: Date(timeIntervalSince1970: 1_763_456_400))
  /// Where the logged-in session is kept across launches.
  public let sessions = InMemoryDataStore<Session>()
  /// The navigator that records every route.
  public let navigator: RecorderNavigator<FrogsScreen>
  /// The accounts the login service knows, with their passwords.
  public var accounts: [String: String] = [:]
  /// How the login service behaves; set it before the login screen shows.
  public var loginService = LoginService.knownAccounts {
    didSet {
      switch loginService {
      case .knownAccounts: break
      case .holdsAnswers: mockService.authenticate.suspends()
      case .unreachable:
        mockService.authenticate.fails(with: .unavailable(reason: "503 Service Unavailable"))
      }
    }
  }
  /// The login service of scenarios that control its answers.
  public let mockService: MockAuthenticationService
  /// The app's navigation, as the routers left it.
  public private(set) var navigation = FrogsNavigation()
  /// The login screen, while it is the root.
  public private(set) var loginView: LoginRecorderView?
  /// The home tab bar, while it is the root.
  public private(set) var homeTabsView: HomeTabsRecorderView?
  /// The frogs list, once it appeared.
  public private(set) var frogListView: FrogListRecorderView?
  /// The frog page on top of the list's stack, if one is open.
  public private(set) var frogDetailView: FrogDetailRecorderView?
  /// The setting screen, once its tab was selected.
  public private(set) var settingView: SettingRecorderView?
  private var root: (any RootPresenting)?
  private var followedRoutes = 0
  private var runningTaps: [Task<Void, Never>] = []

  /// Creates the world; nothing is launched until a step says so.
  public init() {
    journal = Journal(reporter: .testRunner)
    navigator = RecorderNavigator(journal: journal)
    mockService = MockAuthenticationService(journal: journal)
  }

  /// Starts the app, or starts it again over the same stores, as after the user quit it: the
  /// screens of the last run are gone, and the root decides from the stored session.
  ///
  /// - Throws: A `StepFailure` when the app asks for a route it cannot perform.
  public func launch() async throws {
    closeScreens()
    navigation = FrogsNavigation()
    let root = RootModule.assemble(sessions: sessions, navigator: navigator)
    self.root = root
    await root.appLaunched()
    try await followRoutes()
  }

  /// Stores a session, as a login in an earlier run of the app would have.
  ///
  /// - Parameter account: The account that logged in.
  /// - Throws: The store's error.
  public func remember(account: String) async throws {
    try await sessions.insert(Session(id: account, loggedInAt: clock.now))
  }

  /// Shows the frogs list on its own, over the guide's frogs, as a link from elsewhere would.
  ///
  /// - Throws: A `StepFailure` when the list asks for a route the app cannot perform.
  public func openFrogList() async throws {
    try await open(.frogsList)
  }

  /// Shows a frog's page on its own, as a link from elsewhere would.
  ///
  /// - Parameter id: The frog's identifier.
  /// - Throws: A `StepFailure` when the page asks for a route the app cannot perform.
  public func openFrogDetail(id: String) async throws {
    try await open(.frogDetail(id: id))
  }

  /// Taps a tab of the home tab bar.
  ///
  /// - Parameter title: The tab's label.
  /// - Throws: A `StepFailure` when the home tabs are not showing or have no such tab.
  public func tapTab(_ title: String) async throws {
    let tab = try Self.homeTab(titled: title)
    guard let homeTabsView else {
      throw StepFailure("The home tabs are not showing; log in first.")
    }
    await homeTabsView.tap(tab)
    try await followRoutes()
  }

  /// Finds a home tab by its label, as a step names it.
  ///
  /// - Parameter title: The tab's label.
  /// - Returns: The tab.
  /// - Throws: A `StepFailure` naming the tabs there are.
  static func homeTab(titled title: String) throws -> HomeTab {
    guard let tab = HomeTab.allCases.first(where: { $0.title == title }) else {
      throw StepFailure(
        "The home tabs are " + HomeTab.allCases.map { "\"\($0.title)\"" }.joined(separator: " and ")
          + ", not \"\(title)\"."
      )
    }
    return tab
  }

  /// Taps a button of the alert that is showing, which closes it and tells the screen below.
  ///
  /// - Parameter title: The button's text.
  /// - Throws: A `StepFailure` when no alert shows or it has no such button.
  public func tapAlertButton(_ title: String) async throws {
    guard let alert = navigation.alert else {
      throw StepFailure("No alert is showing.")
    }
    guard let action = alert.actions.first(where: { $0.title == title }) else {
      throw StepFailure(
        "The alert \"\(alert.title)\" has the buttons "
          + alert.actions.map { "\"\($0.title)\"" }.joined(separator: ", ")
          + ", not \"\(title)\"."
      )
    }
    try navigation.closeAlert()
    switch navigation.visibleScreen {
    case .frogDetail: await frogDetailView?.presenter?.alertActionChosen(id: action.id)
    case .setting: await settingView?.presenter?.alertActionChosen(id: action.id)
    default:
      throw StepFailure("The alert shows over a screen that asks nothing with alerts.")
    }
    try await followRoutes()
  }

  /// Taps Login on the login screen.
  ///
  /// With the mock service holding its answers, the tap runs on while the step returns once the
  /// login waits for the service and for its timeout; ``answerLogins()`` finishes it.
  ///
  /// - Parameters:
  ///   - account: The account field's text.
  ///   - password: The password field's text.
  /// - Throws: A `StepFailure` when the login screen is not showing.
  public func tapLogin(account: String, password: String) async throws {
    let view = try showingLogin()
    guard loginService == .holdsAnswers else {
      await view.tapLogin(account: account, password: password)
      try await followRoutes()
      return
    }
    let suspended = mockService.authenticate.suspendedCallCount
    runningTaps.append(Task { await view.tapLogin(account: account, password: password) })
    await mockService.authenticate.waitUntilSuspended(count: suspended + 1)
    await clock.waitUntilSleeping()
  }

  /// Taps Login again while a login runs; the tap is expected to do nothing and return at once.
  ///
  /// - Parameters:
  ///   - account: The account field's text.
  ///   - password: The password field's text.
  /// - Throws: A `StepFailure` when the login screen is not showing.
  public func tapLoginAgain(account: String, password: String) async throws {
    // Should the tap reach the service after all, it is answered at once rather than held, so
    // the scenario fails on the call count instead of waiting forever.
    if loginService == .holdsAnswers { mockService.authenticate.returns(()) }
    try await showingLogin().tapLogin(account: account, password: password)
  }

  /// Lets time pass on the clock, and follows where the app leads.
  ///
  /// - Parameter seconds: How many seconds pass.
  /// - Throws: A `StepFailure` when the app asks for a route it cannot perform.
  public func pass(seconds: Int) async throws {
    await clock.advance(by: .seconds(seconds))
    try await followRoutes()
  }

  /// Has the mock service answer every login it holds, with success, and waits for the taps.
  ///
  /// - Throws: A `StepFailure` when the app asks for a route it cannot perform.
  public func answerLogins() async throws {
    for _ in 0..<mockService.authenticate.suspendedCallCount {
      mockService.authenticate.resume(returning: ())
    }
    for tap in runningTaps { await tap.value }
    runningTaps = []
    try await followRoutes()
  }

  private func showingLogin() throws -> LoginRecorderView {
    guard let loginView else {
      throw StepFailure(
        "The login screen is not showing; launch the app while nobody is logged in."
      )
    }
    return loginView
  }

  /// Performs the routes the app asked for since the last call, as the app's navigator would:
  /// the navigation follows them, and the screens they lead to are built and appear.
  ///
  /// - Throws: A `StepFailure` when a route cannot be performed.
  func followRoutes() async throws {
    while followedRoutes < navigator.routes.count {
      let route = navigator.routes[followedRoutes]
      followedRoutes += 1
      do {
        try navigation.apply(route)
      } catch {
        throw StepFailure("The app asked for \(route), which it cannot perform: \(error)")
      }
      switch route {
      case .setRoot(let screen):
        closeScreens()
        await show(screen)
      case .push(let screen):
        await show(screen)
      case .pop:
        frogDetailView = nil
      case .selectTab:
        if navigation.selectedTab == .setting, settingView == nil { await show(.setting) }
      case .present, .dismiss, .showAlert:
        break
      }
    }
  }

  private func open(_ screen: FrogsScreen) async throws {
    closeScreens()
    try navigation.apply(.setRoot(screen))
    await show(screen)
    try await followRoutes()
  }

  /// Builds a screen's module and lets it appear.
  private func show(_ screen: FrogsScreen) async {
    switch screen {
    case .login:
      let view = LoginRecorderView(journal: journal)
      LoginModule.assemble(
        view: view,
        service: loginService == .knownAccounts
          ? KnownAccounts(accounts) as any AuthenticationService : mockService,
        sessions: sessions,
        clock: clock,
        delegate: root
      )
      loginView = view
      await view.appear()
    case .home:
      let view = HomeTabsRecorderView(journal: journal)
      HomeTabsModule.assemble(view: view, navigator: navigator)
      homeTabsView = view
      await view.appear()
      await show(HomeTab.frogsGuide.firstScreen)
    case .frogsList:
      let view = FrogListRecorderView(journal: journal)
      FrogListModule.assemble(view: view, source: GuideFrogs(), navigator: navigator)
      frogListView = view
      await view.appear()
    case .setting:
      let view = SettingRecorderView(journal: journal)
      SettingModule.assemble(view: view, sessions: sessions, navigator: navigator, delegate: root)
      settingView = view
      await view.appear()
    case .frogDetail(let id):
      let view = FrogDetailRecorderView(journal: journal)
      FrogDetailModule.assemble(view: view, frogID: id, source: GuideFrogs(), navigator: navigator)
      frogDetailView = view
      await view.appear()
    case .about:
      break
    }
  }

  private func closeScreens() {
    loginView = nil
    homeTabsView = nil
    frogListView = nil
    frogDetailView = nil
    settingView = nil
  }
}
