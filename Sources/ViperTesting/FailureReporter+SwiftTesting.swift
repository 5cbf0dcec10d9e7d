public import ViperMocks

extension FailureReporter {
  /// The reporter that fails the running test: ``FailureReporter/testRunner``, which now reaches
  /// XCTest as well as Swift Testing.
  @available(*, deprecated, renamed: "testRunner")
  public static var swiftTesting: FailureReporter {
    .testRunner
  }
}
