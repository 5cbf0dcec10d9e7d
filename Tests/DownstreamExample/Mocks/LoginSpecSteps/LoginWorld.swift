import Foundation
public import Login
public import LoginMocks
public import ViperSpec

/// The world of the login specs: the real module over a fake service, an in-memory session store
/// and a test clock, with a recorder view and navigator writing to one journal.
@MainActor
public final class LoginWorld: SpecWorld {
  /// The journal the recorder view, navigator and store write to; while a scenario runs, what
  /// they report fails its step, and what no step asserted fails the scenario.
  public let journal: Journal
  /// The clock, 2023-11-14 22:13:20 UTC.
  public let clock = TestClock(now: Date(timeIntervalSince1970: 1_700_000_000))
  /// The accounts the service knows.
  public let accounts = KnownAccounts()
  /// The stored sessions.
  public let sessions: InMemoryDataStore<Session>
  /// The login screen.
  public let view: LoginRecorderView
  /// The navigator that records where the screen leads.
  public let navigator: RecorderNavigator<LoginScreen>

  /// Creates the world with the login screen assembled.
  public init() {
    journal = Journal(reporter: .testRunner)
    sessions = InMemoryDataStore<Session>(journal: journal, name: "sessions")
    view = LoginRecorderView(journal: journal)
    navigator = RecorderNavigator(journal: journal)
    LoginModule.assemble(
      view: view,
      authenticator: accounts,
      sessions: sessions,
      clock: clock,
      navigator: navigator
    )
  }

  /// Marks the view's renders as asserted, for steps that check what the screen shows instead of
  /// the transcript; entries of the navigator or the store stay for the scenario's end to report.
  public func assertedViewRenders() {
    guard journal.unassertedEntries.allSatisfy({ $0.subject == "view" }) else { return }
    _ = journal.takeUnassertedEntries()
  }
}
