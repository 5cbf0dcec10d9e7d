import Testing
import ViperSpecCLI

/// Whatever a file holds, half-written or hostile, finding its mutants never stops the process,
/// and every mutant names code that is where it says.
@Suite struct MutantFinderRobustnessTests {
  private static let presenter = #"""
    @MainActor
    final class CartPresenter: CartPresenting {
      weak var view: CartView?
      let router: CartRouting
      var title: String { items.isEmpty ? "Empty" : "Cart (\(items.count))" }
      func refresh(_ items: [Item]) async throws(CartError) {
        guard !items.isEmpty, let first = items.first else { throw .empty }
        if items.count >= 3 && first.price > 0 || items.count == 1 { view?.show("Deal \u{1F438}") }
        view?.hideSpinner(); view?.show(items.map { "\($0.name) ×\($0.count)" })
        switch first.kind {
        case .book: router.navigate(to: .push(.detail(first.id)))
        default: try await clock.sleep(for: .milliseconds(300))
        }
        #if DEBUG
          print(items.count > 2)
        #endif
        let total = items.reduce(0) { $0 + $1.price * 2 }
        items.forEach { item in
          analytics.log("seen", item.id)
          cache.put(item)
        }
      }
    }
    enum CartError: Error { case empty, full }
    """#

  @Test func `every prefix of a file is read without stopping, each mutant where it says`() {
    let bytes = Array(Self.presenter.utf8)
    for end in stride(from: 0, through: bytes.count, by: 3) {
      let source = String(decoding: bytes[..<end], as: UTF8.self)
      let plan = MutationPlan(
        sources: [("Sources/Cart/CartPresenter.swift", source)],
        operators: Set(MutationOperator.allCases)
      )
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
      for mutant in plan.mutants {
        let line = lines[mutant.start.line - 1]
        let column = mutant.start.column - 1
        let first = mutant.original.split(separator: "\n", omittingEmptySubsequences: false)[0]
        #expect(
          String(line[column...]).hasPrefix(String(first)),
          "prefix \(end): \(mutant.mutationOperator.name) at \(mutant.start.line):\(mutant.start.column)"
        )
      }
    }
  }

  @Test func `tokens in any order are read without stopping`() {
    let pieces = [
      "{", "}", "(", ")", "[", "]", "if", "guard", "else", "throw", ".", "view", "?", "==", "<",
      "&&", "\"a\"", "true", "\n", "case", ":", "func", "->", "in", "=", "let", "seconds", "3",
      "#", "@", ";", ",", "class", "Presenter", "return", "try", "await", "get",
    ]
    var generator = SplitMix(seed: 56)
    for _ in 0..<300 {
      let source = (0..<60).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined(separator: " ")
      let plan = MutationPlan(
        sources: [("A.swift", source)],
        operators: Set(MutationOperator.allCases)
      )
      #expect(plan.mutants.allSatisfy { $0.start <= $0.end })
    }
  }
}

/// A small deterministic random number generator for generated inputs.
private struct SplitMix {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
