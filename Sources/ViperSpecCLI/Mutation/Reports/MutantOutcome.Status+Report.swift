extension MutantOutcome.Status {
  /// The statuses in the order the reports list them: survivors first, since they are what a
  /// reader acts on, then the noticed ones, then those that do not count.
  static let reportOrder: [Self] = [
    .survived, .killed, .timeout, .runtimeError, .compileError, .ignored,
  ]

  /// The status as a class name and filter value in the HTML report.
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

  /// The status's name, as a column heading.
  var name: String {
    switch self {
    case .killed: "Killed"
    case .survived: "Survived"
    case .timeout: "Timeout"
    case .compileError: "Compile error"
    case .runtimeError: "Runtime error"
    case .ignored: "Ignored"
    }
  }

  /// The status as the HTML report shows it: a mark and its name, so that it does not rest on
  /// colour alone.
  var label: String {
    switch self {
    case .survived: "✗ \(name)"
    case .killed, .timeout, .runtimeError: "✓ \(name)"
    case .compileError, .ignored: "– \(name)"
    }
  }

  /// The status in a sentence, counted: "2 survived", "1 compile error".
  func counted(_ count: Int) -> String {
    switch self {
    case .killed: "\(count) killed"
    case .survived: "\(count) survived"
    case .timeout: count == 1 ? "1 timeout" : "\(count) timeouts"
    case .compileError: count == 1 ? "1 compile error" : "\(count) compile errors"
    case .runtimeError: count == 1 ? "1 runtime error" : "\(count) runtime errors"
    case .ignored: "\(count) ignored"
    }
  }
}
