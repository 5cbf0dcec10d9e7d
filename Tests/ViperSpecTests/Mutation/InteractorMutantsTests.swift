import Testing
import ViperSpecCLI

/// An interactor's mutants are what it does to the world: a write to a store skipped, a call on
/// a service skipped, a duration it waits made zero, an error it throws turned into another.
@MainActor
@Suite struct InteractorMutantsTests {
  private let sources = [
    "OrderError.swift": """
    enum OrderError: Error {
      case empty
      case tooLarge
      case rejected(String)
    }
    """,
    "OrderInteractor.swift": """
    final class OrderInteractor {
      private let orders: any DataStore<Order>
      private let payments: any PaymentService
      private let clock: any Clock<Duration>
      func place(_ order: Order) async throws {
        guard !order.items.isEmpty else { throw OrderError.empty }
        guard order.items.count <= 20 else { throw .tooLarge }
        try await payments.charge(order.total)
        try await clock.sleep(for: .seconds(2))
        try await orders.insert(order)
        try await orders.entities().first?.touch()
      }
    }
    """,
  ]

  @Test func `a write to a store is skipped`() async throws {
    let mutants = try await MutantSandbox(sources).mutants()

    #expect(mutants.contains("10: skip-store-write: try await orders.insert(order) → (removed)"))
  }

  /// Found in the example: a comparison's `==` was read as an assignment, taking the `if` for
  /// an expression whose branches are values.
  @Test func `writes in the branches of an if that compares are skipped`() async throws {
    let source = """
      final class SessionInteractor {
        private let sessions: any DataStore<Session>
        func save(_ session: Session) async throws {
          if try await sessions.entity(withID: session.id) == nil {
            try await sessions.insert(session)
          } else {
            try await sessions.update(session)
          }
        }
      }
      """
    let mutants = try await MutantSandbox(["SessionInteractor.swift": source]).mutants([
      "--operators", "skip-store-write",
    ])

    #expect(
      mutants == [
        "5: skip-store-write: try await sessions.insert(session) → (removed)",
        "7: skip-store-write: try await sessions.update(session) → (removed)",
      ]
    )
  }

  @Test func `a read from a store that is a statement is removed as a plain call`() async throws {
    let mutants = try await MutantSandbox(sources).mutants()

    #expect(
      mutants.contains("11: remove-call: try await orders.entities().first?.touch() → (removed)")
    )
  }

  @Test func `a call on a service is skipped`() async throws {
    let mutants = try await MutantSandbox(sources).mutants()

    #expect(
      mutants.contains("8: skip-service-call: try await payments.charge(order.total) → (removed)")
    )
  }

  @Test func `a duration is made zero`() async throws {
    let mutants = try await MutantSandbox(sources).mutants()

    #expect(mutants.contains("9: change-duration: 2 → 0"))
  }

  /// Only to a case of the same payload: `.rejected(String)` has no sibling, so it is left.
  @Test func `a thrown error becomes the next case with the same payload`() async throws {
    let mutants = try await MutantSandbox(sources).mutants()

    #expect(mutants.contains("6: change-error-mapping: OrderError.empty → OrderError.tooLarge"))
    #expect(mutants.contains("7: change-error-mapping: .tooLarge → OrderError.empty"))
  }

  @Test func `comparisons and conditions take the generic operators`() async throws {
    let mutants = try await MutantSandbox(sources).mutants()

    #expect(mutants.contains("7: relational-boundary: <= → <"))
    #expect(mutants.contains("6: negate-condition: !order.items.isEmpty → !(!order.items.isEmpty)"))
  }
}
