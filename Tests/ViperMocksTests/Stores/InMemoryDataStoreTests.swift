import Testing
import ViperTesting

@Suite struct InMemoryDataStoreTests {
  private let milk = ContractRecord(id: "milk", title: "Buy milk")
  private let bread = ContractRecord(id: "bread", title: "Buy bread")

  @Test func `starts with the given entities`() async throws {
    let store = InMemoryDataStore([milk, bread])

    #expect(try await store.all() == [milk, bread])
    #expect(store.contents == [milk, bread])
  }

  @Test func `reports repeated initial IDs and keeps the first entity of each`() {
    let failures = FailureLog()
    let journal = Journal(reporter: failures.reporter)
    let renamed = ContractRecord(id: "milk", title: "Buy oat milk")

    let store = InMemoryDataStore([milk, bread, renamed], journal: journal)

    #expect(store.contents == [milk, bread])
    #expect(failures.messages.count == 1)
    #expect(failures.messages.first?.contains("1 of 3 repeat an ID") == true)
  }

  @Test func `fails the next read once with the injected error`() async throws {
    let store = InMemoryDataStore([milk])
    let failure = DataStoreError.io(path: "todos.json", reason: "disk gone")
    store.failNextRead(with: failure)

    await #expect(throws: failure) { try await store.all() }
    #expect(try await store.all() == [milk])
  }

  @Test func `fails the next write once and changes nothing`() async throws {
    let store = InMemoryDataStore([milk])
    let failure = DataStoreError.io(path: "todos.json", reason: "disk full")
    store.failNextWrite(with: failure)

    await #expect(throws: failure) { try await store.insert(bread) }
    #expect(store.contents == [milk])
    try await store.insert(bread)
    #expect(store.contents == [milk, bread])
  }

  @Test func `leaves reads alone when a write failure is injected`() async throws {
    let store = InMemoryDataStore([milk])
    store.failNextWrite(with: .io(path: "todos.json", reason: "disk full"))

    #expect(try await store.entity(withID: "milk") == milk)
  }

  @Test func `journals every operation`() async throws {
    let journal = Journal()
    let store = InMemoryDataStore([milk], journal: journal, name: "todos")

    _ = try await store.all()
    try await store.insert(bread)
    try await store.delete(id: "milk")
    _ = try await store.entity(withID: "bread")

    expectTranscript(
      journal,
      """
      todos.all()
      todos.insert(
        ContractRecord(
          id: "bread",
          title: "Buy bread",
          note: nil,
          date: 2001-01-01T00:00:00Z,
          amount: nil,
        ),
      )
      todos.delete(id: "milk")
      todos.entity(withID: "bread")
      """
    )
  }
}
