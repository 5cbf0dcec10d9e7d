extension TestRunner {
  /// What `ViperTesting` gives the engine so that a failure reaches whichever test runner is
  /// running (Swift Testing or XCTest), or is printed when no test is running.
  ///
  /// The engine cannot import either framework: it is linked into executables, such as a spec
  /// runner, where neither exists. `ViperTesting`, which test targets link, conforms one type, and
  /// ``TestRunner`` finds it by name at run time.
  package protocol Bridge: Sendable {
    /// Starts watching the runners, so that the test running when a failure is reported is known;
    /// called as the harness's objects are made, before anything can fail.
    static func prepare()

    /// The test running now, as far as the runners tell: its identity, or `nil` if none is known.
    static func currentTest() -> String?

    /// Whether a failure of an object made in `test` is best reported from the caller's context
    /// at once: on the main queue while XCTest may be running that test, which records it there
    /// before the test can end. Never for an object a Swift Testing test made: that test's issues
    /// are recorded from its own tasks.
    ///
    /// - Parameter test: The test the failing object belongs to, from ``currentTest()``.
    /// - Returns: Whether to report now rather than from the test's tasks later.
    static func reportsAtOnceHere(madeIn test: String?) -> Bool

    /// Fails the running test, or reports a failure raised where no test is running.
    ///
    /// - Parameters:
    ///   - message: What happened, why, and how to fix it.
    ///   - location: Where the failure points, if known.
    ///   - test: The test the failing object belongs to, from ``currentTest()`` when it was made;
    ///     a failure it raises while another test runs is reported as outside any test.
    static func report(_ message: String, at location: SourceCodeLocation?, madeIn test: String?)
  }
}
