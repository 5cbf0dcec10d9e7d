/// A typical enum view state, rendered by the journal benchmark.
enum BenchmarkState: Sendable {
  case loading
  case editing(title: String, isValid: Bool)
}
