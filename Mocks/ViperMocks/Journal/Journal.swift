import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One ordered, thread-safe log shared by every double of a test, read back as a transcript.
///
/// Recorder views, mock interactors and routers, in-memory stores and the test clock all write to
/// the same journal, so one transcript shows what happened in which order across collaborators.
/// Expectations consume the entries they check. An exhaustive journal reports every entry that no
/// expectation consumed, so a test cannot silently ignore a call; opt out with
/// ``skipUnassertedEntries()`` or `exhaustive: false`. It checks when the test or scenario ends if
/// it was made inside one's scope (the `.harness` trait, and every spec scenario), and
/// otherwise when it is freed.
///
/// ```swift
/// let journal = Journal()  // from ViperSpecTesting: failures become test issues
/// journal.record("view", "render(_:)", AddTodoViewState.editing(title: ""))
/// expectTranscript(journal, #"view.render(.editing(title: ""))"#)
/// ```
public final class Journal: Sendable, EndOfScopeCheck {
  private struct State {
    var entries: [JournalEntry] = []
    var assertedCount = 0
    var isExhaustive: Bool
  }

  /// Renders the arguments of recorded calls.
  public let renderer: TextRenderer
  private let state: LockedState<State>
  private let reporter: FailureReporter
  private let location: SourceCodeLocation?
  /// The test's or scenario's scope the journal was made in, if any.
  private let scope: HarnessScope?
  private let sharedUse: SharedUseCheck

  /// Creates a journal that reports failures to the given reporter.
  ///
  /// - Parameters:
  ///   - exhaustive: Whether entries left unasserted when the journal is freed fail the test.
  ///   - renderer: Renders the arguments of recorded calls.
  ///   - location: Where the journal was created, for the unasserted-entries failure.
  ///   - reporter: Receives failures: unasserted entries and those doubles report.
  public init(
    exhaustive: Bool = true,
    renderer: TextRenderer = TextRenderer(),
    location: SourceCodeLocation? = nil,
    reporter: FailureReporter
  ) {
    TestRunner.prepare()
    self.state = LockedState(State(isExhaustive: exhaustive))
    self.renderer = renderer
    self.location = location
    self.reporter = reporter
    self.scope = HarnessScope.current
    self.sharedUse = SharedUseCheck(owner: scope, kind: "journal")
    scope?.register(self)
    Self.live.withLock { $0[ObjectIdentifier(self)] = WeakJournal(journal: self) }
  }

  deinit {
    // Counted while in flight, so that a process exiting meanwhile waits for the report.
    Self.reportsInFlight.withLock { $0 += 1 }
    defer { Self.reportsInFlight.withLock { $0 -= 1 } }
    _ = Self.live.withLock { $0.removeValue(forKey: ObjectIdentifier(self)) }
    let leftovers = takeLeftovers()
    guard !leftovers.isEmpty else { return }
    reporter.report(Self.unassertedMessage(leftovers, stillHeld: false), at: location)
  }

  /// Journals being freed on other threads, whose unasserted entries are still being reported.
  private static let reportsInFlight = LockedState(0)

  /// Waits, for at most `limit` of wall time, until no journal being freed on another thread is
  /// still reporting: for a test process that exits while a task frees the last journal.
  package static func waitForReportsInFlight(upToMilliseconds limit: Int) {
    // Wall time on purpose: the bound on how long an exiting process waits.
    let deadline = DispatchTime.now() + .milliseconds(limit)
    while isFreeingJournals, DispatchTime.now() < deadline {
      sched_yield()
    }
  }

  /// Whether a journal is being freed: its `deinit` is reporting, or is about to begin.
  ///
  /// A journal whose last reference is gone reads `nil` through its weak entry from that moment
  /// until its `deinit` removes the entry, a window in which neither the live journals nor the
  /// reports in flight hold it; counting those entries too means an exiting process never misses
  /// its report.
  private static var isFreeingJournals: Bool {
    reportsInFlight.withLock { $0 } > 0
      || live.withLock { $0.values.contains { $0.journal == nil } }
  }

  /// Reports the unasserted entries when the test or scenario ends; later entries are still
  /// reported when the journal is freed.
  func checkAtEndOfScope() {
    let leftovers = takeLeftovers()
    guard !leftovers.isEmpty else { return }
    let stillHeld = scope?.collectsFailures == false
    reportFailure(Self.unassertedMessage(leftovers, stillHeld: stillHeld), at: location)
  }

  /// The journals alive in the process, checked once more as a test process exits.
  private static let live = LockedState<[ObjectIdentifier: WeakJournal]>([:])

  private struct WeakJournal: @unchecked Sendable {
    weak var journal: Journal?
  }

  /// Reports the unasserted entries of every journal still alive, as a test process exits: a
  /// journal kept in a stored property of an XCTest case or in a `static let` is never freed, so
  /// its entries would otherwise never be checked.
  package static func reportLeftoversOfLiveJournals() {
    let journals = live.withLock { $0.values.compactMap(\.journal) }
    for journal in journals {
      let leftovers = journal.takeLeftovers()
      guard !leftovers.isEmpty else { continue }
      journal.reporter.report(
        unassertedMessage(leftovers, stillHeld: false)
          + """


          The tests have ended and this journal is still alive: it is kept in a stored property \
          or a static, so no test checked it. Make it inside the test (or inside withHarness).
          """,
        at: journal.location
      )
    }
  }

  /// Whether the end of the scope would report unasserted entries, without taking them.
  var hasLeftovers: Bool {
    state.withLock { $0.isExhaustive && $0.assertedCount < $0.entries.count }
  }

  /// Marks the unasserted entries of an exhaustive journal as reported, and returns them.
  private func takeLeftovers() -> [JournalEntry] {
    state.withLock { state in
      guard state.isExhaustive else { return [] }
      defer { state.assertedCount = state.entries.count }
      return Array(state.entries[state.assertedCount...])
    }
  }

  private static func unassertedMessage(_ leftovers: [JournalEntry], stillHeld: Bool) -> String {
    let held =
      stillHeld
      ? """


      The test has ended, but something still holds this journal: a task the code under test \
      started and that is still running, or a reference cycle among the doubles. Await or \
      cancel that work before the test ends.
      """ : ""
    return """
      Expected every journal entry to be asserted, but \(leftovers.count) \
      \(leftovers.count == 1 ? "was" : "were") not:

      \(leftovers.map { "  " + $0.text.replacingAll("\n", with: "\n  ") }.joined(separator: "\n"))

      An exhaustive journal fails the test so that no call to a double goes unnoticed.\(held)

      To fix, assert them (expectTranscript(journal, …) in a test, a transcript step in a spec), \
      or call journal.skipUnassertedEntries() when the rest does not matter.
      """
  }

  /// Records a call as `subject.member(label: value, …)`, rendering the arguments now.
  ///
  /// - Parameters:
  ///   - subject: The collaborator, such as `view`, `router` or `interactor`.
  ///   - selector: The member called, such as `render(_:)` or `addTodo(title:dueDate:)`.
  ///   - arguments: The argument values, in order.
  public func record(_ subject: String, _ selector: String, _ arguments: Any...) {
    record(JournalEntry.call(subject, selector, arguments: arguments, renderer: renderer))
  }

  /// Records an entry that is already rendered.
  ///
  /// - Parameter entry: The entry to append.
  public func record(_ entry: JournalEntry) {
    state.withLock { $0.entries.append(entry) }
    scope?.noteEvent()
    scope?.checkRecordedFromWatchedWork(entry.text, reporter: reporter)
    reportSharedUse()
  }

  /// Every entry recorded so far, asserted or not.
  public var entries: [JournalEntry] {
    reportSharedUse()
    return state.withLock { $0.entries }
  }

  /// The entries no expectation has consumed yet.
  public var unassertedEntries: [JournalEntry] {
    state.withLock { Array($0.entries[$0.assertedCount...]) }
  }

  /// The whole journal as text, one entry per line.
  public var transcript: String {
    entries.map(\.text).joined(separator: "\n")
  }

  /// Returns the entries no expectation has consumed yet and marks them as asserted.
  ///
  /// - Returns: The entries recorded since the previous call.
  public func takeUnassertedEntries() -> [JournalEntry] {
    reportSharedUse()
    scope?.reportLateWork()
    return state.withLock { state in
      let taken = Array(state.entries[state.assertedCount...])
      state.assertedCount = state.entries.count
      return taken
    }
  }

  /// Marks every entry so far as asserted and stops checking for unasserted entries.
  public func skipUnassertedEntries() {
    state.withLock { state in
      state.assertedCount = state.entries.count
      state.isExhaustive = false
    }
  }

  /// Fails the running test if another test made this journal.
  private func reportSharedUse() {
    guard let (other, message) = sharedUse.foreignUse() else { return }
    other.report(message, at: nil, to: reporter)
  }

  /// Reports a failure through the journal's reporter, for doubles that detect misuse.
  ///
  /// Without a location of its own, the failure points at the running test if the journal was
  /// made in a test's scope (see `.harness`), otherwise at the line that made the journal.
  /// In a spec scenario it fails the step that is running.
  ///
  /// - Parameters:
  ///   - message: What happened, why, and how to fix it, separated by blank lines.
  ///   - location: The source location the failure points at, if known.
  public func reportFailure(_ message: String, at location: SourceCodeLocation? = nil) {
    guard let scope else { return reporter.report(message, at: location ?? self.location) }
    scope.report(message, at: location, to: reporter)
  }
}
