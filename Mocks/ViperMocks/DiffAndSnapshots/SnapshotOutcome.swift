/// The result of comparing a text with its stored snapshot.
public enum SnapshotOutcome: Equatable, Sendable {
  /// The snapshot exists and equals the text.
  case matched
  /// The text differs from the snapshot; the message holds the diff and how to re-record.
  case mismatched(String)
  /// The snapshot was written; the run must fail with this message so the change is reviewed.
  case recorded(String)
  /// There is no snapshot and the mode forbids writing one; the message says how to record it.
  case missing(String)

  /// The failure message, or `nil` when the snapshot matched.
  public var failureMessage: String? {
    switch self {
    case .matched: nil
    case .mismatched(let message), .recorded(let message), .missing(let message): message
    }
  }
}
