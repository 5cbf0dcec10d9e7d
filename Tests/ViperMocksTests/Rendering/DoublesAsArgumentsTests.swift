import Foundation
import Testing
import ViperTesting

/// A double handed to another double (a router told `from: view`) reads as its role in the
/// transcript, never as its storage: no journal, no stub, no path, no address.
@Suite(.harness) struct DoublesAsArgumentsTests {
  private enum Status: Equatable {
    case today
  }

  /// A classic VIPER view: class-bound, not isolated, not `Sendable`.
  private protocol HomeViewProtocol: AnyObject {
    var presenter: AnyObject? { get set }
  }

  private final class MockHomeView: Mock, HomeViewProtocol {
    let journal: Journal
    var presenter: AnyObject?
    var journalSubject: String { "view" }
    let avatarStub = Stub<Data, Never>()

    init(journal: Journal) {
      self.journal = journal
    }
  }

  private final class MockHomeRouter: Mock {
    let journal: Journal

    init(journal: Journal) {
      self.journal = journal
    }

    func goToToDos(from view: any HomeViewProtocol, status: Status) {
      recordCall(view, status)
    }
  }

  /// A hand-written recorder view that is no `Mock`: it keeps its journal as a field.
  private final class HandWrittenRecorderView {
    let journal: Journal
    let name = "home"

    init(journal: Journal) {
      self.journal = journal
    }
  }

  private struct Screen {
    let view: MockHomeView
    let title: String
  }

  @Test func `a mock passed as an argument reads as its role`() {
    let journal = Journal()
    let view = MockHomeView(journal: journal)
    let router = MockHomeRouter(journal: journal)

    router.goToToDos(from: view, status: .today)

    expectTranscript(journal, "router.goToToDos(from: view, status: .today)")
  }

  @Test func `a mock inside a value reads as its role`() {
    let renderer = TextRenderer()
    // Only the double's rendering is checked; it records nothing.
    let view = MockHomeView(journal: Journal(exhaustive: false))

    let text = renderer.render(Screen(view: view, title: "Home"))

    #expect(text == #"Screen(view: view, title: "Home")"#)
  }

  @Test func `a journal reads as Journal, never its entries, paths or addresses`() {
    let journal = Journal()
    journal.record("view", "showGreeting(_:)", "Hello")
    let recorder = HandWrittenRecorderView(journal: journal)

    let text = TextRenderer().render(recorder)

    #expect(text == #"HandWrittenRecorderView(journal: Journal, name: "home")"#)
    expectTranscript(journal, #"view.showGreeting("Hello")"#)
  }
}
