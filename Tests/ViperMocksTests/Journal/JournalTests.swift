import Testing
import ViperTesting

@Suite struct JournalTests {
  private let failures = FailureLog()

  private func makeJournal(exhaustive: Bool = true) -> Journal {
    Journal(
      exhaustive: exhaustive,
      reporter: failures.reporter
    )
  }

  @Test func `renders recorded calls as a transcript in order`() {
    let journal = makeJournal()

    journal.record("view", "render(_:)", "Milk")
    journal.record("router", "close()")
    journal.record("store", "insert(title:count:)", "Milk", 2)

    #expect(
      journal.transcript == """
        view.render("Milk")
        router.close()
        store.insert(title: "Milk", count: 2)
        """
    )
    // The subject of this test: skipping ends the check.
    journal.skipUnassertedEntries()
  }

  @Test func `takes only the entries recorded since the last take`() {
    let journal = makeJournal()
    journal.record("view", "first()")
    _ = journal.takeUnassertedEntries()
    journal.record("view", "second()")

    let taken = journal.takeUnassertedEntries()

    #expect(taken.map(\.text) == ["view.second()"])
    #expect(journal.unassertedEntries.isEmpty)
  }

  @Test func `reports unasserted entries when freed`() {
    var journal: Journal? = makeJournal()
    journal?.record("view", "first()")
    journal?.record("router", "close()")

    journal = nil

    let messages = failures.messages
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix("Expected every journal entry to be asserted, but 2 were not:")
        == true
    )
    #expect(messages.first?.contains("  view.first()\n  router.close()") == true)
    #expect(messages.first?.contains("To fix,") == true)
  }

  @Test func `stays quiet when every entry was asserted`() {
    var journal: Journal? = makeJournal()
    journal?.record("view", "first()")
    _ = journal?.takeUnassertedEntries()

    journal = nil

    #expect(failures.messages.isEmpty)
  }

  @Test func `stays quiet after the test opts out`() {
    var journal: Journal? = makeJournal()
    journal?.record("view", "first()")
    // The subject of this test: skipping ends the check.
    journal?.skipUnassertedEntries()
    journal?.record("view", "second()")

    journal = nil

    #expect(failures.messages.isEmpty)
  }

  @Test func `stays quiet when not exhaustive`() {
    // The subject of this test: a journal that is not exhaustive.
    var journal: Journal? = makeJournal(exhaustive: false)
    journal?.record("view", "first()")

    journal = nil

    #expect(failures.messages.isEmpty)
  }

  @Test func `keeps every entry from concurrent writers`() async {
    // The test counts the entries itself; their order is not its subject.
    let journal = makeJournal(exhaustive: false)

    await withTaskGroup(of: Void.self) { group in
      for number in 0..<200 {
        group.addTask { journal.record("worker", "did(_:)", number) }
      }
    }

    #expect(journal.entries.count == 200)
    #expect(Set(journal.entries.map(\.text)).count == 200)
  }
}
