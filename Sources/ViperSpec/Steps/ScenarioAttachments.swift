public import Foundation

/// The attachments of the step or hook that was running when it was taken, for work that does
/// not run in the step's own task: a `Task.detached`, a Dispatch queue, a completion handler.
///
/// `Scenario.attach` finds the running step through the task it is called from, as a task-local
/// value; a detached task or another thread has no such link. Take the value in the step and
/// hand it to that work:
///
/// ```swift
/// steps.when("the report is exported") { world in
///   let attachments = Scenario.attachments
///   await withCheckedContinuation { done in
///     world.exporter.export { file in  // called back on a Dispatch queue
///       attachments.attach(file.data, mediaType: "application/pdf", fileName: "report.pdf")
///       done.resume()
///     }
///   }
/// }
/// ```
///
/// What it attaches after its step or hook has finished is dropped, as a late attachment is.
/// Outside a running step or hook (in a plain test), it does nothing.
public struct ScenarioAttachments: Sendable {
  let collector: Scenario.Collector?

  /// Attaches text with its media type, such as a transcript or JSON.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - mediaType: Its media type, such as `text/plain` or `application/json`.
  ///   - fileName: A name for reports that save it, if any.
  public func attach(_ text: String, mediaType: String, fileName: String? = nil) {
    collector?.add(text, isBase64: false, mediaType: mediaType, fileName: fileName)
  }

  /// Attaches bytes with their media type, such as a screenshot; reports get them in base64.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - mediaType: Their media type, such as `image/png` or `application/pdf`.
  ///   - fileName: A name for reports that save it, such as `screen.png`.
  public func attach(_ data: Data, mediaType: String, fileName: String? = nil) {
    collector?.add(
      data.base64EncodedString(),
      isBase64: true,
      mediaType: mediaType,
      fileName: fileName
    )
  }

  /// Attaches a line of log text, which reports show as the step's output.
  ///
  /// - Parameter text: The text.
  public func log(_ text: String) {
    collector?.add(text, isBase64: false, mediaType: "text/x.cucumber.log+plain", fileName: nil)
  }

  /// Attaches a link, such as the address of a build artifact.
  ///
  /// - Parameter url: The address.
  public func link(_ url: String) {
    collector?.add(url, isBase64: false, mediaType: "text/uri-list", fileName: nil)
  }
}
