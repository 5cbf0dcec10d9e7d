import Foundation
public import ViperCore

/// The rules every `DataStore` keeps, as checks any test can run against any store.
///
/// The same checks run in this package against `InMemoryDataStore` and `FileDataStore`, which is
/// what makes the in-memory double trustworthy. Run them against your own store (Core Data,
/// SQLite, a server) to prove it can replace either:
///
/// ```swift
/// @Test(arguments: DataStoreContract.checks)
/// func `SQLite store keeps the data store contract`(_ check: DataStoreContract.Check) async throws {
///   try await check.run(on: SQLiteStore<ContractRecord>(path: folder.file("store.sqlite")))
/// }
/// ```
///
/// Each check gets a fresh, empty store and throws `DataStoreContractViolation` when it breaks.
public enum DataStoreContract {
  /// One named rule of the contract.
  public struct Check: Sendable, CustomStringConvertible {
    /// The rule, in words.
    public let description: String
    private let body: @Sendable (any DataStore<ContractRecord>) async throws -> Void

    init(
      _ description: String,
      _ body: @escaping @Sendable (any DataStore<ContractRecord>) async throws -> Void
    ) {
      self.description = description
      self.body = body
    }

    /// Runs the rule against a fresh, empty store.
    ///
    /// - Parameter store: The store under test; it must start empty.
    /// - Throws: `DataStoreContractViolation` when the store breaks the rule, or the store's error.
    public func run(on store: any DataStore<ContractRecord>) async throws {
      try await body(store)
    }
  }

  /// Every rule, in a stable order.
  public static let checks: [Check] = [
    Check("a new store is empty") { store in
      try expect(try await store.all(), [], "all() of a new store")
    },
    Check("all returns entities in insertion order") { store in
      for record in sample { try await store.insert(record) }
      try expect(try await store.all(), sample, "all() after three inserts")
    },
    Check("entity(withID:) finds a stored entity and returns nil for an unknown ID") { store in
      for record in sample { try await store.insert(record) }
      try expect(try await store.entity(withID: "c"), sample[1], "entity(withID: \"c\")")
      try expect(try await store.entity(withID: "zzz"), nil, "entity(withID: \"zzz\")")
    },
    Check("entities(matching:) keeps insertion order") { store in
      for record in sample { try await store.insert(record) }
      let found = try await store.entities { $0.note != nil }
      try expect(found, [sample[0], sample[2]], "entities(matching: note != nil)")
    },
    Check("a duplicate ID is refused and changes nothing") { store in
      for record in sample { try await store.insert(record) }
      try await expectError(.duplicateID("m"), "insert of a second \"m\"") {
        try await store.insert(ContractRecord(id: "m", title: "other"))
      }
      try expect(try await store.all(), sample, "all() after the refused insert")
    },
    Check("update replaces an entity in place") { store in
      for record in sample { try await store.insert(record) }
      var changed = sample[1]
      changed.title = "changed"
      changed.note = "now with a note"
      try await store.update(changed)
      try expect(try await store.all(), [sample[0], changed, sample[2]], "all() after update")
    },
    Check("updating an unknown ID fails with notFound and changes nothing") { store in
      for record in sample { try await store.insert(record) }
      try await expectError(.notFound(id: "zzz"), "update of \"zzz\"") {
        try await store.update(ContractRecord(id: "zzz", title: "ghost"))
      }
      try expect(try await store.all(), sample, "all() after the refused update")
    },
    Check("delete removes one entity and keeps the order of the rest") { store in
      for record in sample { try await store.insert(record) }
      try await store.delete(id: "c")
      try expect(try await store.all(), [sample[0], sample[2]], "all() after delete")
    },
    Check("deleting an unknown ID fails with notFound and changes nothing") { store in
      for record in sample { try await store.insert(record) }
      try await expectError(.notFound(id: "zzz"), "delete of \"zzz\"") {
        try await store.delete(id: "zzz")
      }
      try expect(try await store.all(), sample, "all() after the refused delete")
    },
    Check("a value the file format cannot hold is refused and changes nothing") { store in
      for record in sample { try await store.insert(record) }
      let notANumber = Date(timeIntervalSinceReferenceDate: .nan)
      try await expectUnencodable("insert of a record dated NaN") {
        try await store.insert(ContractRecord(id: "nan", title: "not a number", date: notANumber))
      }
      var changed = sample[1]
      changed.date = Date(timeIntervalSinceReferenceDate: .infinity)
      try await expectUnencodable("update to a record dated infinity") {
        try await store.update(changed)
      }
      try expect(try await store.all(), sample, "all() after the refused writes")
    },
    Check("a value that would not read back is refused and changes nothing") { store in
      for record in sample { try await store.insert(record) }
      let unreadable = ContractRecord(id: "nan", title: "not a number", amount: .nan)
      try await expectUnencodable("insert of a record whose amount is Decimal.nan") {
        try await store.insert(unreadable)
      }
      var changed = sample[1]
      changed.amount = .nan
      try await expectUnencodable("update to a record whose amount is Decimal.nan") {
        try await store.update(changed)
      }
      try expect(try await store.all(), sample, "all() after the refused writes")
    },
    Check("a deleted ID can be inserted again, at the end") { store in
      for record in sample { try await store.insert(record) }
      try await store.delete(id: "m")
      try await store.insert(sample[0])
      try expect(try await store.all(), [sample[1], sample[2], sample[0]], "all() after re-insert")
    },
    Check("values round-trip exactly") { store in
      let tricky = ContractRecord(
        id: "tricky",
        title: "e\u{301} 👩‍👩‍👧 \"quoted\"\n\ttabbed 完了",
        note: nil,
        date: Date(timeIntervalSinceReferenceDate: 123_456_789.123_456),
        amount: Decimal(sign: .minus, exponent: -4, significand: 1_234_567_891)
      )
      try await store.insert(tricky)
      try expect(try await store.entity(withID: "tricky"), tricky, "the stored tricky record")
    },
    Check("100 concurrent inserts all land") { store in
      try await withThrowingTaskGroup(of: Void.self) { group in
        for number in 0..<100 {
          group.addTask {
            try await store.insert(ContractRecord(id: "r\(number)", title: "\(number)"))
          }
        }
        try await group.waitForAll()
      }
      let ids = Set(try await store.all().map(\.id))
      try expect(ids, Set((0..<100).map { "r\($0)" }), "the IDs after 100 concurrent inserts")
    },
  ]

  /// Records whose IDs are neither sorted nor reverse-sorted, so a store that orders by ID
  /// instead of by insertion fails the order checks.
  private static let sample = [
    ContractRecord(id: "m", title: "first", note: "note", date: .init(timeIntervalSince1970: 1)),
    ContractRecord(id: "c", title: "second", date: .init(timeIntervalSince1970: 2)),
    ContractRecord(id: "x", title: "third", note: "", date: .init(timeIntervalSince1970: 3)),
  ]

  private static func expect<Value: Equatable>(
    _ actual: Value,
    _ expected: Value,
    _ what: String
  ) throws {
    guard actual != expected else { return }
    let renderer = TextRenderer()
    throw DataStoreContractViolation(
      description: """
        Expected \(what) to be \(renderer.render(expected)), but it was \(renderer.render(actual)).

        Every DataStore must behave like FileDataStore so that tests using InMemoryDataStore \
        stay true in production.

        To fix, change the store so that it keeps this rule of DataStoreContract.
        """
    )
  }

  private static func expectError(
    _ expected: DataStoreError,
    _ what: String,
    _ operation: () async throws -> Void
  ) async throws {
    guard let outcome = try await outcome(of: operation, accepting: { $0 == expected }) else {
      return
    }
    throw DataStoreContractViolation(
      description: """
        Expected \(what) to throw \(spoken(expected)), but \(outcome).

        A store that answers this operation otherwise loses, duplicates or misreports data, and \
        tests that use InMemoryDataStore would no longer tell the truth about it.

        To fix, throw DataStoreError.\(code(expected)) from the store in this case.
        """
    )
  }

  /// What an operation that must fail did: `nil` when it threw a `DataStoreError` it may throw,
  /// else what it did instead, as a clause of the violation's sentence.
  private static func outcome(
    of operation: () async throws -> Void,
    accepting isExpected: (DataStoreError) -> Bool
  ) async throws -> String? {
    do {
      try await operation()
      return "it succeeded"
    } catch let error as DataStoreError {
      return isExpected(error) ? nil : "it threw \(spoken(error))"
    }
  }

  /// Expects a write of a value the file format cannot hold to fail with `DataStoreError.io`
  /// saying it cannot be encoded, as the file store's encoder fails on it.
  private static func expectUnencodable(
    _ what: String,
    _ operation: () async throws -> Void
  ) async throws {
    let isUnencodable = { (error: DataStoreError) in
      if case .io(_, let reason) = error { reason.hasPrefix("cannot encode") } else { false }
    }
    guard let outcome = try await outcome(of: operation, accepting: isUnencodable) else { return }
    throw DataStoreContractViolation(
      description: """
        Expected \(what) to throw DataStoreError.io saying the value cannot be encoded, but \
        \(outcome).

        The file store cannot write such a value, so a store that takes it lets a test pass that \
        the app would fail.

        To fix, encode each value as the file store does (JSON) before writing it, and refuse it \
        with DataStoreError.io when that fails.
        """
    )
  }

  /// Returns an error as its case and its message, such as `notFound(id: "x") ("No entity…")`.
  private static func spoken(_ error: DataStoreError) -> String {
    "\(code(error)) (\"\(error.description)\")"
  }

  private static func code(_ error: DataStoreError) -> String {
    let renderer = TextRenderer()
    return switch error {
    case .notFound(let id): "notFound(id: \(renderer.render(id)))"
    case .duplicateID(let id): "duplicateID(\(renderer.render(id)))"
    case .corrupt(let path, let reason):
      "corrupt(path: \(renderer.render(path)), reason: \(renderer.render(reason)))"
    case .unsupportedVersion(let path, let found, let supported):
      "unsupportedVersion(path: \(renderer.render(path)), found: \(found), supported: \(supported))"
    case .io(let path, let reason):
      "io(path: \(renderer.render(path)), reason: \(renderer.render(reason)))"
    }
  }
}
