/// Thrown by a step to skip the rest of its scenario, as Cucumber's `return 'skipped'` does: the
/// step and the later ones are reported skipped, and the scenario too, without failing the run.
///
/// ```swift
/// steps.given("the device has a camera") { world in
///   guard world.device.hasCamera else { throw SkippedStep("No camera on this device.") }
/// }
/// ```
public struct SkippedStep: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the scenario is skipped, if the step says.
  public let reason: String?

  /// Creates a skip marker.
  ///
  /// - Parameter reason: Why the scenario is skipped, which reports show beside the step.
  public init(_ reason: String? = nil) {
    self.reason = reason
  }

  public var description: String { reason ?? "skipped" }
}
