public import Testing
public import ViperMocks

extension Journal {
  /// Creates a journal whose failures fail the test that is running, in Swift Testing or XCTest
  /// (see ``FailureReporter/testRunner``).
  ///
  /// The journal is exhaustive unless told otherwise: entries that no expectation consumed by the
  /// time the journal is freed (normally at the end of the test) fail the test at the line that
  /// created the journal.
  ///
  /// ```swift
  /// @Test func `dismisses after saving`() async {
  ///   let journal = Journal()
  ///   let router = MockAddTodoRouter(journal: journal)
  ///   …
  ///   expectTranscript(journal, "router.dismiss()")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustive: Whether unasserted entries fail the test.
  ///   - renderer: Renders the arguments of recorded calls.
  ///   - fileID: The file the unasserted-entries failure points at; the caller's by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line that failure points at.
  ///   - column: The column that failure points at.
  public convenience init(
    exhaustive: Bool = true,
    renderer: TextRenderer = TextRenderer(),
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    self.init(
      exhaustive: exhaustive,
      renderer: renderer,
      location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      reporter: .testRunner
    )
  }

  /// Creates a journal whose unasserted-entries failure points at a Swift Testing source location:
  /// for helpers of your own that make journals; see ``init(exhaustive:renderer:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - exhaustive: Whether unasserted entries fail the test.
  ///   - renderer: Renders the arguments of recorded calls.
  ///   - sourceLocation: Where the journal is created, for the unasserted-entries failure.
  public convenience init(
    exhaustive: Bool = true,
    renderer: TextRenderer = TextRenderer(),
    sourceLocation: SourceLocation
  ) {
    self.init(
      exhaustive: exhaustive,
      renderer: renderer,
      location: SourceCodeLocation(sourceLocation),
      reporter: .testRunner
    )
  }
}
