/// Reports a failure of the harness's own objects (a clock, a stub, a store) where the test sees
/// it: through the journal they write to, else the harness scope they were made in.
///
/// With neither, it goes to the test runner: the running test fails, or, with no test running, the
/// failure is written to standard error, never dropped.
enum HarnessFailure {
  /// Reports a failure.
  ///
  /// - Parameters:
  ///   - message: What happened, why, and how to fix it, separated by blank lines.
  ///   - location: Where the failure points, if known.
  ///   - journal: The journal of the object that failed, if any.
  ///   - scope: The harness scope the object was made in, if any.
  static func report(
    _ message: String,
    at location: SourceCodeLocation? = nil,
    journal: Journal? = nil,
    scope: HarnessScope?
  ) {
    if let journal {
      journal.reportFailure(message, at: location)
    } else if let scope, scope.report(message, at: location) {
      return
    } else {
      TestRunner.report(message, at: location)
    }
  }
}
