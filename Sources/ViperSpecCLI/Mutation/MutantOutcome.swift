/// What running the tests against a mutant showed.
package struct MutantOutcome: Equatable, Sendable {
  /// The outcome's kind, named as Stryker's report schema names it.
  package enum Status: String, Equatable, Sendable, CaseIterable {
    /// A test failed: the tests notice the change.
    case killed = "Killed"
    /// Every test passed: no test notices the change.
    case survived = "Survived"
    /// The tests ran past the time limit: counted as noticed, as a hang is.
    case timeout = "Timeout"
    /// The mutant does not compile, even on its own: it is left out of the score.
    case compileError = "CompileError"
    /// The tests could not run against it: their process did not start. Left out of the
    /// score, as Stryker leaves it.
    case runtimeError = "RuntimeError"
    /// Switched off for its scope by a comment, or outside the lines asked for.
    case ignored = "Ignored"

    /// The status in the console's words: `killed`, `timed out`, `not compiling`.
    package var label: String {
      switch self {
      case .killed: "killed"
      case .survived: "survived"
      case .timeout: "timed out"
      case .compileError: "not compiling"
      case .runtimeError: "not run"
      case .ignored: "ignored"
      }
    }

    /// Whether the tests noticed the mutant: a test failed, the test process crashed, or the
    /// tests ran past their time.
    package var isDetected: Bool {
      self == .killed || self == .timeout
    }

    /// Whether the mutant counts in the score: one that compiles and whose tests ran.
    package var isScored: Bool {
      self == .killed || self == .timeout || self == .survived
    }
  }

  /// The mutant.
  package var mutant: Mutant
  /// What the tests showed.
  package var status: Status
  /// The tests that failed against it, by name, where the test output names them.
  package var killedBy: [String]
  /// How long its tests ran, in milliseconds; `nil` when they did not run.
  package var milliseconds: Int?

  /// Creates an outcome.
  package init(mutant: Mutant, status: Status, killedBy: [String] = [], milliseconds: Int? = nil) {
    self.mutant = mutant
    self.status = status
    self.killedBy = killedBy
    self.milliseconds = milliseconds
  }
}
