/// A type that chooses its own text in transcripts instead of the structural rendering.
///
/// ```swift
/// extension Money: TranscriptRepresentable {
///   var transcriptDescription: String { "\(amount) \(currency)" }
/// }
/// ```
public protocol TranscriptRepresentable {
  /// The text that stands for this value in a transcript line.
  var transcriptDescription: String { get }
}
