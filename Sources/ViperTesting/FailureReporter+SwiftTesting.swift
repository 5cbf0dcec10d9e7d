import Testing
public import ViperMocks

extension FailureReporter {
  /// A reporter that records each failure as a Swift Testing issue at its source location.
  public static var swiftTesting: FailureReporter {
    FailureReporter { message, location in
      if let location {
        Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(location))
      } else {
        Issue.record(Comment(rawValue: message))
      }
    }
  }
}
