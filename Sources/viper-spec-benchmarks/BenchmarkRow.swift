/// A typical view-state row, rendered by the journal benchmark.
struct BenchmarkRow: Sendable {
  let id: Int
  let title: String
  let done: Bool
}
