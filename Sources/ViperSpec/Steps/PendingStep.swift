/// Thrown by a step that is not written yet: the step is reported pending, its scenario too, and
/// the scenario's later steps are skipped, as Cucumber's `return 'pending'` does.
///
/// ```swift
/// steps.when("the user shares the list") { _ in
///   throw PendingStep("Sharing is designed next sprint.")
/// }
/// ```
///
/// A pending step fails the run, as a pending step fails Cucumber's (strict) runs, in
/// `viper-spec` and in `swift test` alike; tag a scenario `@wip` to keep it pending without
/// running it or failing the run.
public struct PendingStep: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the step is pending, if the step says.
  public let reason: String?

  /// Creates a pending marker.
  ///
  /// - Parameter reason: Why the step is pending, which reports show beside it.
  public init(_ reason: String? = nil) {
    self.reason = reason
  }

  public var description: String { reason ?? "pending" }
}
