/// An error a step's code threw, kept as text: its type's name and its description.
package struct ThrownError: Equatable, Sendable {
  /// The error's type, such as `StepFailure`.
  package var type: String
  /// The error's description.
  package var message: String
  /// Where it was thrown, as far as the spec goes: the step's `file:line` in the spec, or the
  /// hook's in its Swift source.
  package var place: String

  /// Keeps an error as text.
  ///
  /// - Parameters:
  ///   - error: The error.
  ///   - place: Where it was thrown, `file:line`.
  package init(_ error: any Error, at place: String) {
    type = String(describing: Swift.type(of: error))
    message = "\(error)"
    self.place = place
  }

  /// Describes a failure that no error was thrown for, such as invalid step definitions.
  ///
  /// - Parameters:
  ///   - type: A name for the kind of failure.
  ///   - message: What is wrong.
  ///   - place: Where, `file:line`.
  package init(type: String, message: String, place: String) {
    self.type = type
    self.message = message
    self.place = place
  }
}
