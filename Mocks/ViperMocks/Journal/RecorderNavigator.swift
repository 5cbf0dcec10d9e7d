public import ViperCore

/// A navigator double that journals every route it is asked to perform.
///
/// ```swift
/// let navigator = RecorderNavigator<TodosScreen>(journal: journal)
/// router.showDetail(for: id)
/// expectTranscript(journal, "navigator.navigate(.push(.detail(…)))")
/// ```
@MainActor
public final class RecorderNavigator<Screen: Equatable & Sendable>: Navigator {
  /// Every route received, in order.
  public private(set) var routes: [Route<Screen>] = []
  private let journal: Journal
  private let name: String

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - journal: The journal shared by the test's doubles.
  ///   - name: The subject name in the journal.
  public init(journal: Journal, name: String = "navigator") {
    self.journal = journal
    self.name = name
  }

  public func navigate(_ route: Route<Screen>) {
    routes.append(route)
    journal.record(name, "navigate(_:)", route)
  }
}
