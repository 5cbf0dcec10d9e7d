import ViperTesting

/// A backend double with one method that can be held, whose placeholder is -1.
final class MockBackend: Mock, Sendable {
  let journal: Journal
  let fetchStub = Stub<Int, Never>()

  init(journal: Journal) {
    self.journal = journal
  }

  func fetch(id: Int) async -> Int {
    await fetchStub.suspendingAnswer(self, id, placeholder: -1)
  }
}
