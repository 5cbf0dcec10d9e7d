public import Foundation
import ViperMocks

/// What a step or hook can add to the running scenario's report, as Cucumber's `attach`, `log`
/// and `link` do: reports such as Cucumber's HTML formatter show it beside the step that made it.
///
/// ```swift
/// steps.then("the receipt shows the total") { world in
///   Scenario.attach(world.view.transcript, mediaType: "text/plain")
///   Scenario.log("Total checked in \(world.currency.code)")
/// }
/// ```
///
/// They find the running step through the task they are called from: from a detached task or
/// another thread, use ``attachments`` taken in the step. Outside a running step or hook (in a
/// plain test), they do nothing.
public enum Scenario {
  /// Collects a step's or hook's attachments while it runs.
  package final class Collector: Sendable {
    private let clock: any DateClock
    private let attachments = LockedState<[StepAttachment]>([])
    /// Whether a step or hook of the scenario failed before this one ran.
    let scenarioHasFailed: Bool

    /// Creates a collector whose attachments take their time from a clock.
    ///
    /// - Parameters:
    ///   - clock: The run's clock.
    ///   - scenarioHasFailed: Whether a step or hook of the scenario has failed so far.
    package init(clock: any DateClock, scenarioHasFailed: Bool = false) {
      self.clock = clock
      self.scenarioHasFailed = scenarioHasFailed
    }

    func add(_ body: String, isBase64: Bool, mediaType: String, fileName: String?) {
      let attachment = StepAttachment(
        body: body,
        isBase64: isBase64,
        mediaType: mediaType,
        fileName: fileName,
        timestamp: clock.now
      )
      attachments.withLock { $0.append(attachment) }
    }

    /// The attachments so far, in the order they were made.
    package var all: [StepAttachment] { attachments.withLock { $0 } }
  }

  /// The collector of the step or hook that is running, if any.
  @TaskLocal package static var collector: Collector?

  /// Whether a step or hook of the running scenario has failed: what an After hook asks to
  /// attach evidence only when it is needed.
  ///
  /// ```swift
  /// steps.after { world in
  ///   if Scenario.hasFailed { Scenario.attach(world.view.transcript, mediaType: "text/plain") }
  /// }
  /// ```
  public static var hasFailed: Bool { collector?.scenarioHasFailed ?? false }

  /// The attachments of the step or hook running now, to hand to work that does not run in its
  /// task (a detached task, a Dispatch queue); see ``ScenarioAttachments``.
  public static var attachments: ScenarioAttachments { ScenarioAttachments(collector: collector) }

  /// Attaches text with its media type, such as a transcript or JSON.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - mediaType: Its media type, such as `text/plain` or `application/json`.
  ///   - fileName: A name for reports that save it, if any.
  public static func attach(_ text: String, mediaType: String, fileName: String? = nil) {
    attachments.attach(text, mediaType: mediaType, fileName: fileName)
  }

  /// Attaches bytes with their media type, such as a screenshot; reports get them in base64.
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - mediaType: Their media type, such as `image/png` or `application/pdf`.
  ///   - fileName: A name for reports that save it, such as `screen.png`.
  public static func attach(_ data: Data, mediaType: String, fileName: String? = nil) {
    attachments.attach(data, mediaType: mediaType, fileName: fileName)
  }

  /// Attaches a line of log text, which reports show as the step's output.
  ///
  /// - Parameter text: The text.
  public static func log(_ text: String) {
    attachments.log(text)
  }

  /// Attaches a link, such as the address of a build artifact.
  ///
  /// - Parameter url: The address.
  public static func link(_ url: String) {
    attachments.link(url)
  }
}
