/// A journal, clock or stub made inside a harness scope, which checks when the scope ends that
/// the test left nothing of it undone.
protocol EndOfScopeCheck: AnyObject, Sendable {
  /// Reports what the test left undone, each leftover once.
  func checkAtEndOfScope()
}
