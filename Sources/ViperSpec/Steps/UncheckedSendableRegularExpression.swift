import Foundation

/// An `NSRegularExpression` carried across concurrency domains: it is immutable and safe to
/// match from several threads at once, but not marked `Sendable` on every platform.
struct UncheckedSendableRegularExpression: @unchecked Sendable {
  let expression: NSRegularExpression

  init(_ expression: NSRegularExpression) {
    self.expression = expression
  }
}
