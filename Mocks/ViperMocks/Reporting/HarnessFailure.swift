import Foundation

/// Reports a failure of the harness's own objects (a clock, a stub, a store) where the test sees
/// it: through the journal they write to, else the harness scope they were made in.
///
/// With neither, no test can be failed from here, so the failure is written to standard error,
/// never dropped.
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
      let place = location.map { "\($0): " } ?? ""
      FileHandle.standardError.write(Data("\(place)error: ViperSpec: \(message)\n".utf8))
    }
  }
}
