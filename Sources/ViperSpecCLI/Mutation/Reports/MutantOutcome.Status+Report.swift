extension MutantOutcome.Status {
  /// The statuses in the order the page lists them: survivors first, since they are what a
  /// reader acts on, then the noticed ones, then those left out of the score.
  static let reportOrder: [Self] = [
    .survived, .killed, .timeout, .runtimeError, .compileError, .ignored,
  ]

  /// The status as a class name and filter value in the mutation page.
  var cssName: String {
    switch self {
    case .killed: "killed"
    case .survived: "survived"
    case .timeout: "timeout"
    case .compileError: "compile-error"
    case .runtimeError: "runtime-error"
    case .ignored: "ignored"
    }
  }

  /// The console's word for the status, capitalized, as a column heading: "Timed out".
  var heading: String {
    label.prefix(1).uppercased() + label.dropFirst()
  }

  /// The status as the page shows it beside a mutant: a mark and its heading, so that it does
  /// not rest on colour alone.
  var badge: String {
    switch self {
    case .survived: "✗ \(heading)"
    case .killed, .timeout: "✓ \(heading)"
    case .compileError, .runtimeError, .ignored: "– \(heading)"
    }
  }
}
