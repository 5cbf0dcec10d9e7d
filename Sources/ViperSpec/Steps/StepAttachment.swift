package import Foundation

/// Something a step or hook attached to its result: text, bytes, a link or a log line, as
/// Cucumber Messages carry it.
package struct StepAttachment: Equatable, Sendable {
  /// The content: the text itself, or the bytes in base64.
  package var body: String
  /// Whether ``body`` is base64-encoded bytes.
  package var isBase64: Bool
  /// The content's media type, such as `image/png`; `text/x.cucumber.log+plain` for a log line,
  /// `text/uri-list` for a link.
  package var mediaType: String
  /// The name reports give the content when saved, if any.
  package var fileName: String?
  /// When it was attached, by the run's clock.
  package var timestamp: Date
}
