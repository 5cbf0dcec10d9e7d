import Foundation
import Testing
import ViperTesting

@Suite(.harness) struct HeldCompletionsTests {
  private struct Avatar: Equatable {
    let bytes: [UInt8]
  }

  /// A classic interactor: it answers through completion handlers, not `async`.
  private final class MockHomeInteractor: Mock {
    let journal: Journal
    let loadAvatar = HeldCompletions<Result<Avatar, any Error>>()
    let upload = HeldCompletions<(Bool, String?)>()
    let refresh = HeldCompletions<Void>()

    init(journal: Journal) {
      self.journal = journal
    }

    func loadAvatar(for user: String, completion: @escaping (Result<Avatar, any Error>) -> Void) {
      recordCall(user, completion)
      loadAvatar.hold(completion)
    }

    func upload(_ name: String, completion: @escaping (Bool, String?) -> Void) {
      recordCall(name, completion)
      upload.hold { completion($0.0, $0.1) }
    }

    func refresh(completion: @escaping () -> Void) {
      recordCall(completion)
      refresh.hold { _ in completion() }
    }
  }

  /// What the presenter under test would do with the answers.
  private final class Screen {
    var shown: [String] = []
  }

  @Test func `the test answers a held completion handler with a value`() {
    let journal = Journal()
    let interactor = MockHomeInteractor(journal: journal)
    let screen = Screen()
    interactor.loadAvatar(for: "ada") { result in
      screen.shown.append((try? result.get()).map { "\($0.bytes)" } ?? "failed")
    }

    interactor.loadAvatar.complete(with: .success(Avatar(bytes: [1, 2])))

    #expect(screen.shown == ["[1, 2]"])
    expectTranscript(journal, #"interactor.loadAvatar(for: "ada", completion: (Function))"#)
  }

  @Test func `handlers are called back oldest first, each once`() {
    // The test checks what the handlers are given, not the calls journaled.
    let journal = Journal(exhaustive: false)
    let interactor = MockHomeInteractor(journal: journal)
    var order: [String] = []
    interactor.upload("first") { ok, _ in order.append("first \(ok)") }
    interactor.upload("second") { ok, note in order.append("second \(ok) \(note ?? "-")") }

    interactor.upload.complete(with: (false, "late"))
    interactor.upload.complete(with: (true, nil))

    #expect(order == ["first false", "second true -"])
    #expect(interactor.upload.callCount == 2)
    #expect(interactor.upload.pendingCount == 0)
  }

  @Test func `a handler without parameters is completed without a value`() {
    // The test checks what the handler is given, not the call journaled.
    let journal = Journal(exhaustive: false)
    let interactor = MockHomeInteractor(journal: journal)
    var refreshed = false
    interactor.refresh { refreshed = true }

    interactor.refresh.complete()

    #expect(refreshed)
  }

  @Test func `completing with no handler held fails the test and says why`() async {
    let test = UserTest()

    await test.run {
      // The failure the test expects is the subject, not the call journaled.
      let interactor = MockHomeInteractor(journal: Journal(exhaustive: false))
      interactor.refresh {}
      interactor.refresh.complete()
      interactor.refresh.complete()
    }

    #expect(test.failures.messages.count == 1)
    #expect(
      test.failures.messages.first?.hasPrefix(
        "Expected a completion handler to call back, but none is held (1 given to "
          + "`refresh(completion:)`, all called back)."
      ) == true
    )
  }
}
