package import Foundation

/// The result of one step, with the message of a failure.
package struct StepResult: Equatable, Sendable {
  /// The keyword as written, such as `Given `.
  package var keyword: String
  /// The step's text.
  package var text: String
  /// The step's line in the spec file.
  package var line: Int
  /// How the step ended.
  package var status: StepStatus
  /// Why the step failed or is undefined, in three parts; nil when it passed.
  package var message: String?
  /// What the step's code threw, if it threw: the error's type and description, which Cucumber
  /// Messages report as the step's exception.
  package var thrown: ThrownError?
  /// When the step started, by the run's clock; nil if it did not run.
  package var startedAt: Date?
  /// When the step finished, by the run's clock; nil if it did not run.
  package var finishedAt: Date?
  /// What the step attached while it ran (`Scenario.attach`, `log`, `link`), in order.
  package var attachments: [StepAttachment] = []
}

extension StepResult {
  /// Creates a result that did not run or ran outside a step, such as a report's own check.
  ///
  /// - Parameters:
  ///   - keyword: The keyword, such as `After`.
  ///   - text: The text.
  ///   - line: The line it is about.
  ///   - status: How it ended.
  ///   - message: Why it failed, if it did.
  package init(keyword: String, text: String, line: Int, status: StepStatus, message: String?) {
    self.keyword = keyword
    self.text = text
    self.line = line
    self.status = status
    self.message = message
  }
}
