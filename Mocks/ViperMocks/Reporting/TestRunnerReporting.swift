/// What `ViperTesting` gives the engine so that a failure reaches whichever test runner is running
/// (Swift Testing or XCTest), or is printed when no test is running.
///
/// The engine cannot import either framework: it is linked into executables, such as a spec
/// runner, where neither exists. `ViperTesting`, which test targets link, conforms one type, and
/// ``TestRunner`` finds it by name at run time.
package protocol TestRunnerReporting: Sendable {
  /// Starts watching the runners, so that the test running when a failure is reported is known;
  /// called as the harness's objects are made, before anything can fail.
  static func prepare()

  /// Fails the running test, or reports a failure raised where no test is running.
  ///
  /// - Parameters:
  ///   - message: What happened, why, and how to fix it.
  ///   - location: Where the failure points, if known.
  static func report(_ message: String, at location: SourceCodeLocation?)
}
