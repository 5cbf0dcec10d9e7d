import Foundation
public import Frogs
public import FrogsMocks
public import ViperMocks
import ViperSpec

/// The world of the frog specs: the whole app, headless.
///
/// One clock, one session store, one navigator and one journal are shared by every module, so a
/// scenario can walk from launch through login to a frog and back out, and a relaunch sees what
/// the last run stored. The world follows the navigator as the app would: when a route makes the
/// login screen the root, it builds that screen and shows it.
@MainActor
public final class FrogsWorld {
  /// How the login service behaves in a scenario.
  public enum LoginService: Equatable {
    /// It knows the accounts in ``FrogsWorld/accounts`` and answers at once.
    case knownAccounts
    /// It holds every login until the scenario lets it answer.
    case holdsAnswers
    /// It cannot be reached.
    case unreachable
  }

  /// Collects what the doubles report, so the transcript step fails with it.
  public let failures = FailureLog()
  /// The journal the recorder views and the navigator write to.
  public let journal: Journal
  /// The clock, Wednesday 2026-11-18 09:00 UTC unless a step moves it.
  public let clock = TestClock(now: Date(timeIntervalSince1970: 1_763_456_400))
  /// Where the logged-in session is kept across launches.
  public let sessions = InMemoryDataStore<Session>()
  /// The navigator that records every route.
  public let navigator: NavigatorRecorder<FrogsScreen>
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
  /// The login screen, while it is the root.
  public private(set) var loginView: LoginRecorderView?
  /// The frogs list, once it appeared.
  public private(set) var frogListView: FrogListRecorderView?
  /// The frog page on top of the list's stack, if one is open.
  public private(set) var frogDetailView: FrogDetailRecorderView?
  private var root: (any RootPresenting)?
  private var followedRoutes = 0
  private var runningTaps: [Task<Void, Never>] = []

  /// Creates the world; nothing is launched until a step says so.
  public init() {
    journal = Journal(reporter: failures.reporter)
    navigator = NavigatorRecorder(journal: journal)
    mockService = MockAuthenticationService(journal: journal)
  }

  /// Starts the app, or starts it again over the same stores, as after the user quit it.
  public func launch() async {
    loginView = nil
    let root = RootModule.assemble(sessions: sessions, navigator: navigator)
    self.root = root
    await root.appLaunched()
    await followRoutes()
  }

  /// Shows the frogs list over the guide's frogs.
  public func openFrogList() async {
    let view = FrogListRecorderView(journal: journal)
    FrogListModule.assemble(view: view, source: GuideFrogs(), navigator: navigator)
    frogListView = view
    await view.appear()
    await followRoutes()
  }

  /// Opens a frog's page, as a link from elsewhere would.
  ///
  /// - Parameter id: The frog's identifier.
  public func openFrogDetail(id: String) async {
    let view = FrogDetailRecorderView(journal: journal)
    FrogDetailModule.assemble(view: view, frogID: id, source: GuideFrogs(), navigator: navigator)
    frogDetailView = view
    await view.appear()
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
      await followRoutes()
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
  public func pass(seconds: Int) async {
    await clock.advance(by: .seconds(seconds))
    await followRoutes()
  }

  /// Has the mock service answer every login it holds, with success, and waits for the taps.
  public func answerLogins() async {
    for _ in 0..<mockService.authenticate.suspendedCallCount {
      mockService.authenticate.resume(returning: ())
    }
    for tap in runningTaps { await tap.value }
    runningTaps = []
    await followRoutes()
  }

  /// Returns the entries recorded since the last call, failing on what the doubles reported.
  ///
  /// - Returns: The transcript.
  /// - Throws: A `StepFailure` with the reported failures.
  public func takeTranscript() throws -> String {
    guard failures.messages.isEmpty else {
      throw StepFailure(failures.messages.joined(separator: "\n\n"))
    }
    return journal.takeUnassertedEntries().map(\.text).joined(separator: "\n")
  }

  private func showingLogin() throws -> LoginRecorderView {
    guard let loginView else {
      throw StepFailure(
        "The login screen is not showing; launch the app while nobody is logged in."
      )
    }
    return loginView
  }

  /// Builds the screens the new routes lead to, as the app's navigator would.
  func followRoutes() async {
    let routes = navigator.routes.dropFirst(followedRoutes)
    followedRoutes = navigator.routes.count
    for route in routes {
      switch route {
      case .setRoot(.login):
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
      case .push(.frogDetail(let id)):
        await openFrogDetail(id: id)
      case .setRoot:
        loginView = nil
      default:
        break
      }
    }
  }
}
