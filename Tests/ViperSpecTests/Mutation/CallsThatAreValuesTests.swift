import Testing
import ViperSpecCLI

/// A call that is the value of its block is never removed, as the code would no longer compile.
///
/// Each such mutant would cost a build of its own and end as a compile error: the one statement
/// of a function with a result, of a getter or of a closure, and a branch of an `if` or `switch`
/// whose value is used. A call that is a statement of its own is removed.
@MainActor
@Suite struct CallsThatAreValuesTests {
  private func removed(in source: String) async throws -> [String] {
    try await MutantSandbox(["Calendar.swift": source]).mutants(["--operators", "remove-call"])
  }

  @Test func `the one call of a function with a result is kept`() async throws {
    let source = """
      struct Days {
        func start(_ date: Date) -> Date { calendar.startOfDay(for: date) }
        func log(_ date: Date) { logger.write(date) }
      }
      """

    #expect(try await removed(in: source) == ["3: remove-call: logger.write(date) → (removed)"])
  }

  @Test func `the one call of a computed property or getter is kept`() async throws {
    let source = """
      struct Text {
        var today: String { pick("Today", "今日") }
        var later: String {
          get { pick("Later", "後で") }
          set { store.save(newValue) }
        }
      }
      """

    #expect(try await removed(in: source) == ["5: remove-call: store.save(newValue) → (removed)"])
  }

  @Test func `a branch of a switch whose value is returned is kept`() async throws {
    let source = """
      struct Messages {
        func message(for error: Failure) -> String {
          switch error {
          case .blank: text.blank()
          case .long(let limit): text.tooLong(limit: limit)
          }
        }
        func handle(_ error: Failure) {
          switch error {
          case .blank: view.flash()
          case .long: view.shake()
          }
        }
      }
      """

    #expect(
      try await removed(in: source) == [
        "10: remove-call: view.flash() → (removed)", "11: remove-call: view.shake() → (removed)",
      ]
    )
  }

  /// The call that takes the closure is a statement of its own, and removed.
  @Test func `the one call of a closure is kept, a call among others is not`() async throws {
    let source = """
      struct Loader {
        func load() {
          let names = items.map { format($0) }
          items.forEach { item in
            cache.put(item)
            log.write(item)
          }
        }
      }
      """

    #expect(
      try await removed(in: source) == [
        "4: remove-call: items.forEach { item in cache.put(item) log.write(item) } → (removed)",
        "5: remove-call: cache.put(item) → (removed)",
        "6: remove-call: log.write(item) → (removed)",
      ]
    )
  }
}
