/// What an unstubbed call to a mock's method that throws any error throws, after the stub has
/// failed the test: a placeholder, so that the code under test can go on to the end of the test.
public struct UnstubbedCallError: Error, Equatable, Sendable {
  /// Creates the error.
  public init() {}
}
