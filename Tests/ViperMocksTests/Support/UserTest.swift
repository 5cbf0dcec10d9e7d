import ViperTesting

/// A user's test as the harness's own tests play it: a harness scope, as the `.harness` trait
/// opens one, that reports to a failure log instead of to Swift Testing.
struct UserTest {
  /// Where the user's test is, which failures without a place of their own point at.
  static let location = SourceCodeLocation(
    fileID: "AppTests/LoginTests.swift",
    filePath: "/app/Tests/AppTests/LoginTests.swift",
    line: 12,
    column: 3
  )

  /// What the harness reported.
  let failures = FailureLog()

  /// Opens the test's scope.
  ///
  /// - Parameter hangSpan: How long the test must stand still to fail as hung.
  /// - Returns: The scope.
  func makeScope(hangSpan: Duration = .seconds(1)) -> HarnessScope {
    HarnessScope(
      location: Self.location,
      collectsFailures: false,
      reporter: failures.reporter,
      hangSpan: hangSpan
    )
  }

  /// Runs `body` as the test, then finishes the scope as the trait does.
  ///
  /// - Parameters:
  ///   - hangSpan: How long the test must stand still to fail as hung: short, so that the
  ///     harness's tests of hangs end soon.
  ///   - body: The test.
  /// - Returns: What the test returned.
  func run<Result: Sendable>(
    hangSpan: Duration = .milliseconds(200),
    _ body: () async -> Result
  ) async -> Result {
    let scope = makeScope(hangSpan: hangSpan)
    let result = await scope.run { await body() }
    await scope.finish()
    return result
  }
}
