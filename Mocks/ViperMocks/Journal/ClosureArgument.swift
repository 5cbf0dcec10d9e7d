/// What a mock journals for a closure argument it may not keep (a non-escaping closure or an
/// `@autoclosure`): `(Function)`, as an escaping closure renders.
///
/// Swift does not let a non-escaping closure be passed as `Any`, which the journal takes, so a
/// generated mock passes this in its place.
public struct ClosureArgument: TranscriptRepresentable, Sendable {
  /// Creates the stand-in.
  public init() {}

  public var transcriptDescription: String { "(Function)" }
}
