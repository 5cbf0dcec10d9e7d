/// A typical enum view state, rendered by the journal benchmark: enums still go through `Mirror`.
enum BenchmarkState: Sendable {
  case loading
  case editing(title: String, isValid: Bool)
}
