import Testing
import ViperTesting

@Suite struct HarnessScopeTests {
  private let failures = FailureLog()
  private let testLocation = SourceCodeLocation(
    fileID: "AppTests/LoginTests.swift",
    filePath: "/app/Tests/AppTests/LoginTests.swift",
    line: 12,
    column: 3
  )
  private let journalLocation = SourceCodeLocation(
    fileID: "AppTests/LoginTests.swift",
    filePath: "/app/Tests/AppTests/LoginTests.swift",
    line: 14,
    column: 19
  )

  private func makeJournal() -> Journal {
    Journal(location: journalLocation, reporter: failures.reporter)
  }

  @Test func `reports entries of a journal that a running task still holds when the test ends`()
    async
  {
    let scope = HarnessScope(location: testLocation, collectsFailures: false)
    let (released, release) = AsyncStream<Void>.makeStream()
    let task = HarnessScope.$current.withValue(scope) {
      let journal = makeJournal()
      journal.record("view", "render(_:)", "Loading")
      return Task {
        for await _ in released { break }
        journal.record("view", "render(_:)", "Done")
      }
    }

    scope.end()

    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains(#"view.render("Loading")"#) == true)
    #expect(failures.messages.first?.contains("something still holds this journal") == true)
    #expect(failures.locations == [journalLocation])
    release.yield()
    release.finish()
    await task.value
  }

  @Test func `points an unstubbed call at the test instead of the journal`() {
    let scope = HarnessScope(location: testLocation, collectsFailures: false)

    HarnessScope.$current.withValue(scope) {
      let journal = makeJournal()
      let counter = MockCounter(journal: journal)
      _ = counter.countStub.answer(counter, placeholder: 0)
      // The failure's destination is the subject, not the call journaled.
      journal.skipUnassertedEntries()
    }

    #expect(failures.messages.first?.hasPrefix("Unimplemented:") == true)
    #expect(failures.locations == [testLocation])
  }

  @Test func `keeps a scenario's failures for its runner instead of reporting them`() {
    let scope = HarnessScope(location: nil, collectsFailures: true)

    HarnessScope.$current.withValue(scope) {
      let journal = makeJournal()
      journal.reportFailure("Unimplemented: MockCounter.count()")
      journal.record("view", "render(_:)", "Loading")
      scope.end()
    }

    let collected = scope.takeFailures()
    #expect(failures.messages.isEmpty)
    #expect(collected.count == 2)
    #expect(collected.first == "Unimplemented: MockCounter.count()")
    #expect(collected.last?.contains(#"view.render("Loading")"#) == true)
    #expect(collected.last?.contains("still holds") == false)
    #expect(scope.takeFailures().isEmpty)
  }

  @Test func `leaves a journal made outside any scope to its own check when freed`() {
    do {
      let journal = makeJournal()
      journal.record("router", "close()")
    }

    #expect(failures.messages.count == 1)
    #expect(failures.locations == [journalLocation])
  }
}

/// A mock with one unstubbed method.
private final class MockCounter: Mock {
  let journal: Journal
  let countStub = Stub<Int, Never>()

  init(journal: Journal) {
    self.journal = journal
  }
}
