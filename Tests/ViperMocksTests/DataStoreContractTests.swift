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

  @Test func `reports a store that breaks a rule`() async throws {
    let check = try #require(
      DataStoreContract.checks.first { $0.description == "all returns entities in insertion order" }
    )

    await #expect(throws: DataStoreContractViolation.self) {
      try await check.run(on: ReversingStore())
    }
  }
}

/// A broken store that returns entities newest first.
private struct ReversingStore: DataStore {
  let base = InMemoryDataStore<ContractRecord>()

  func all() async throws(DataStoreError) -> [ContractRecord] { try await base.all().reversed() }

  func entity(withID id: String) async throws(DataStoreError) -> ContractRecord? {
    try await base.entity(withID: id)
  }

  func entities(
    matching isIncluded: @Sendable (ContractRecord) -> Bool
  ) async throws(DataStoreError) -> [ContractRecord] {
    try await base.entities(matching: isIncluded)
  }

  func insert(_ entity: ContractRecord) async throws(DataStoreError) {
    try await base.insert(entity)
  }

  func update(_ entity: ContractRecord) async throws(DataStoreError) {
    try await base.update(entity)
  }

  func delete(id: String) async throws(DataStoreError) { try await base.delete(id: id) }
}
