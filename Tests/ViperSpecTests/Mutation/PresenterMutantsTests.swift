import Testing
import ViperSpecCLI

/// A presenter's mutants are what it tells its collaborators: each call on its view, router or
/// delegate dropped and made twice, two calls in a row swapped, each text it shows emptied, and
/// a route it hands its router changed; its other calls are removed like any call.
@MainActor
@Suite struct PresenterMutantsTests {
  private let presenter = """
    final class CartPresenter: CartPresenting {
      weak var view: CartView?
      let router: CartRouting
      let analytics: Analytics
      func checkoutTapped(items: [Item]) {
        view?.hideSpinner()
        view?.show(title: "Checkout")
        router.navigate(to: .push(.checkout(items.count)))
        analytics.log("checkout")
      }
    }
    """

  @Test func `each call on a collaborator is dropped and made twice`() async throws {
    let mutants = try await MutantSandbox(["CartPresenter.swift": presenter]).mutants()

    #expect(mutants.contains("6: drop-presenter-call: view?.hideSpinner() → (removed)"))
    #expect(
      mutants.contains(
        "6: duplicate-presenter-call: view?.hideSpinner() → view?.hideSpinner(); view?.hideSpinner()"
      )
    )
    #expect(
      mutants.contains(
        "8: drop-presenter-call: router.navigate(to: .push(.checkout(items.count))) → (removed)"
      )
    )
  }

  @Test func `two calls on collaborators in a row are swapped`() async throws {
    let mutants = try await MutantSandbox(["CartPresenter.swift": presenter]).mutants()

    #expect(
      mutants.contains(
        "6: swap-presenter-calls: view?.hideSpinner() view?.show(title: \"Checkout\") → "
          + "view?.show(title: \"Checkout\"); view?.hideSpinner()"
      )
    )
  }

  @Test func `a text it shows is emptied`() async throws {
    let mutants = try await MutantSandbox(["CartPresenter.swift": presenter]).mutants()

    #expect(mutants.contains("7: change-shown-text: \"Checkout\" → \"\""))
  }

  @Test func `a route it hands its router becomes another of the same payload`() async throws {
    let mutants = try await MutantSandbox(["CartPresenter.swift": presenter]).mutants()

    #expect(
      mutants.contains(
        "8: change-route: .push(.checkout(items.count)) → .setRoot(.checkout(items.count))"
      )
    )
  }

  @Test func `two calls on one line are each a statement`() async throws {
    let source = "final class P: Presenting {\n  func f() { view?.a(); view?.b() }\n}\n"
    let mutants = try await MutantSandbox(["P.swift": source]).mutants([
      "--operators", "drop-presenter-call",
    ])

    #expect(
      mutants == [
        "2: drop-presenter-call: view?.a() → (removed)",
        "2: drop-presenter-call: view?.b() → (removed)",
      ]
    )
  }

  @Test func `calls around a compiler directive are each a statement`() async throws {
    let source = """
      final class CartPresenter {
        func f() {
          view?.a()
          #if DEBUG
            view?.b()
          #endif
          view?.c()
        }
      }
      """
    let mutants = try await MutantSandbox(["P.swift": source]).mutants([
      "--operators", "drop-presenter-call",
    ])

    #expect(mutants.map { $0.prefix(2) } == ["3:", "5:", "7:"])
  }

  /// Swapping them would move a call out of its branch and leave the directive's end behind.
  @Test func `two calls a compiler directive separates are not swapped`() async throws {
    let source = """
      final class CartPresenter {
        func f() {
          view?.a()
          #if DEBUG
            view?.b()
          #endif
        }
      }
      """
    let mutants = try await MutantSandbox(["P.swift": source]).mutants([
      "--operators", "swap-presenter-calls",
    ])

    #expect(mutants.isEmpty)
  }

  @Test func `a call on anything else is removed as a plain call`() async throws {
    let mutants = try await MutantSandbox(["CartPresenter.swift": presenter]).mutants()

    #expect(mutants.contains("9: remove-call: analytics.log(\"checkout\") → (removed)"))
    #expect(!mutants.contains { $0.hasPrefix("9: drop-presenter-call") })
  }
}
