/// Where the renderer is inside a value: the objects it is inside, to show a cycle as `↩︎`, and how
/// deep it is, to stop at ``limit`` levels.
///
/// The limit keeps a 20,000-link chain or an indirect enum as deep from overflowing the stack,
/// and keeps rendering time proportional to what is shown: a transcript is read by people, and
/// no one reads past a few dozen levels.
struct RenderPath {
  /// How many levels of a value render; deeper ones show as ``marker``.
  static let limit = 64
  /// What stands for the levels past the limit.
  static let marker = "…"

  /// The objects the renderer is inside.
  var objects: Set<ObjectIdentifier> = []
  /// How many levels the renderer is inside.
  var depth = 0

  /// Whether the next level is past the limit.
  var isAtLimit: Bool { depth >= Self.limit }
}
