import Testing
import ViperTesting

@Suite struct DataStoreContractTests {
  @Test(arguments: DataStoreContract.checks)
  func `in-memory store keeps the contract`(_ check: DataStoreContract.Check) async throws {
    try await check.run(on: InMemoryDataStore<ContractRecord>())
  }

  @Test(arguments: DataStoreContract.checks)
  func `file store keeps the contract`(_ check: DataStoreContract.Check) async throws {
    let folder = try TemporaryFolder(label: "contract")

    try await check.run(on: FileDataStore<ContractRecord>(fileURL: folder.file("store.json")))
  }

  @Test(arguments: DataStoreContract.checks)
  func `file store returns after each check what a store opening its file returns`(
    _ check: DataStoreContract.Check
  ) async throws {
    let folder = try TemporaryFolder(label: "contract-reopened")
    let url = folder.file("store.json")
    let live = FileDataStore<ContractRecord>(fileURL: url)

    try await check.run(on: live)

    #expect(try await FileDataStore<ContractRecord>(fileURL: url).all() == live.all())
  }

  @Test func `reports a store that breaks a rule`() async throws {
    let check = try #require(
      DataStoreContract.checks.first { $0.description == "all returns entities in insertion order" }
    )

    await #expect(throws: DataStoreContractViolation.self) {
      try await check.run(on: ReorderingStore { $0.reversed() })
    }
  }

  @Test func `catches a store that orders by ID instead of by insertion`() async throws {
    let check = try #require(
      DataStoreContract.checks.first { $0.description == "all returns entities in insertion order" }
    )

    await #expect(throws: DataStoreContractViolation.self) {
      try await check.run(on: ReorderingStore { $0.sorted { $0.id < $1.id } })
    }
  }

  @Test func `says in words which error it expected and which it got`() async throws {
    let check = try #require(
      DataStoreContract.checks.first {
        $0.description == "a duplicate ID is refused and changes nothing"
      }
    )

    let violation = await #expect(throws: DataStoreContractViolation.self) {
      try await check.run(on: ReorderingStore(failsDuplicatesAs: .notFound(id: "m")))
    }

    #expect(
      violation?.description.hasPrefix(
        """
        Expected insert of a second "m" to throw duplicateID("m") ("An entity with ID m is already \
        stored."), but it threw notFound(id: "m") ("No entity with ID m is stored.").
        """
      ) == true
    )
  }

  @Test func `says which operation succeeded when it should have failed`() async throws {
    let check = try #require(
      DataStoreContract.checks.first {
        $0.description == "a duplicate ID is refused and changes nothing"
      }
    )

    let violation = await #expect(throws: DataStoreContractViolation.self) {
      try await check.run(on: ReorderingStore(acceptsDuplicates: true))
    }

    #expect(
      violation?.description.hasPrefix(
        """
        Expected insert of a second "m" to throw duplicateID("m") ("An entity with ID m is already \
        stored."), but it succeeded.
        """
      ) == true
    )
    #expect(violation?.description.contains("DataStoreError.duplicateID(") == true)
  }
}

/// A broken store: it reorders what all() returns, and may mishandle a duplicate insert.
private struct ReorderingStore: DataStore {
  let base = InMemoryDataStore<ContractRecord>()
  var order: @Sendable ([ContractRecord]) -> [ContractRecord] = { $0 }
  var failsDuplicatesAs: DataStoreError?
  var acceptsDuplicates = false

  init(order: @escaping @Sendable ([ContractRecord]) -> [ContractRecord]) {
    self.order = order
  }

  init(failsDuplicatesAs error: DataStoreError? = nil, acceptsDuplicates: Bool = false) {
    self.failsDuplicatesAs = error
    self.acceptsDuplicates = acceptsDuplicates
  }

  func all() async throws(DataStoreError) -> [ContractRecord] { order(try await base.all()) }

  func entity(withID id: String) async throws(DataStoreError) -> ContractRecord? {
    try await base.entity(withID: id)
  }

  func entities(
    matching isIncluded: @Sendable (ContractRecord) -> Bool
  ) async throws(DataStoreError) -> [ContractRecord] {
    try await base.entities(matching: isIncluded)
  }

  func insert(_ entity: ContractRecord) async throws(DataStoreError) {
    if try await base.entity(withID: entity.id) != nil {
      if acceptsDuplicates { return }
      if let failsDuplicatesAs { throw failsDuplicatesAs }
    }
    try await base.insert(entity)
  }

  func update(_ entity: ContractRecord) async throws(DataStoreError) {
    try await base.update(entity)
  }

  func delete(id: String) async throws(DataStoreError) { try await base.delete(id: id) }
}
