public import ViperMocks

/// A scenario's world: the module under test and the doubles its steps act on, with the one
/// journal those doubles write to.
///
/// Make the journal with `Journal(reporter: .testRunner)`. While a scenario runs, the journal
/// belongs to it, whatever its reporter: a failure a double reports (an unstubbed call, say)
/// fails the step that was running, and entries no step asserted fail the scenario when it ends,
/// so a world needs no failure log of its own. Give it a `TestClock` for anything timed; the
/// transcript step comes with the protocol:
///
/// ```swift
/// @MainActor
/// public final class LoginWorld: SpecWorld {
///   public let journal = Journal(reporter: .testRunner)
///   public let clock = TestClock(now: Date(timeIntervalSince1970: 1_700_000_000))
///   public let view: LoginRecorderView
///
///   public init() {
///     view = LoginRecorderView(journal: journal)
///     LoginModule.assemble(view: view, clock: clock)
///   }
/// }
///
/// var steps = StepLibrary<LoginWorld> { LoginWorld() }
/// steps.transcript("the recorder shows")
/// ```
@MainActor
public protocol SpecWorld: AnyObject {
  /// The journal every double of the world writes to.
  var journal: Journal { get }
}

extension SpecWorld {
  /// Returns the entries recorded since the last call, one per line, and marks them asserted.
  ///
  /// - Returns: The transcript a `Then the recorder shows` block is compared with.
  public func takeTranscript() -> String {
    journal.takeUnassertedEntries().map(\.text).joined(separator: "\n")
  }
}

extension StepLibrary where World: SpecWorld {
  /// Defines the step whose fenced block holds the expected transcript: what the world's
  /// journal recorded since the previous transcript step.
  ///
  /// - Parameters:
  ///   - phrase: A Cucumber Expression without parameters, such as `the recorder shows`.
  ///   - fileID: The defining file, for the glossary.
  ///   - filePath: The defining file's path, for messages: a path the user can open.
  ///   - line: The defining line, for messages.
  public mutating func transcript(
    _ phrase: String,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line
  ) {
    transcript(phrase, fileID: fileID, filePath: filePath, line: line) { world in
      world.takeTranscript()
    }
  }
}
