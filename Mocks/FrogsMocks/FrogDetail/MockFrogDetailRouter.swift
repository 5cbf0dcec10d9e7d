public import Frogs
public import ViperMocks

/// A frog detail router double that journals where the page leads.
@MainActor
public final class MockFrogDetailRouter: Mock, FrogDetailRouting {
  public let journal: Journal

  /// Creates the mock, which records to the journal the test's doubles share.
  public init(journal: Journal) {
    self.journal = journal
  }

  public func showOutOfServiceAlert() {
    recordCall()
  }
}
