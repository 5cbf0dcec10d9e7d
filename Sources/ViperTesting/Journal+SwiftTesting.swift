public import Testing
public import ViperMocks

extension Journal {
  /// Creates a journal whose failures are Swift Testing issues.
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
  ///   - sourceLocation: Where the journal is created, for the unasserted-entries failure.
  public convenience init(
    exhaustive: Bool = true,
    renderer: TextRenderer = TextRenderer(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.init(
      exhaustive: exhaustive,
      renderer: renderer,
      location: SourceCodeLocation(sourceLocation),
      reporter: .swiftTesting
    )
  }
}
