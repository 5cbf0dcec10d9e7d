/// A `Regex` carried into a step's `@Sendable` closures.
///
/// A regex is an immutable value, matched without shared state, but Swift does not mark
/// `Regex` `Sendable` on every platform this package builds for.
struct UncheckedSendableRegex<Output>: @unchecked Sendable {
  let regex: Regex<Output>
}
