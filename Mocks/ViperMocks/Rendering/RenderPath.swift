/// Where the renderer is inside a value: the objects it is inside, to show a cycle as `↩︎`, how
/// deep it is, to stop at ``limit`` levels, and how many parts it has shown, to stop at
/// ``partBudget``.
///
/// The limit keeps a 20,000-link chain or an indirect enum as deep from overflowing the stack,
/// and keeps rendering time proportional to what is shown: a transcript is read by people, and
/// no one reads past a few dozen levels. The budget bounds a value that shares its parts (an
/// indirect enum whose every node holds one subtree twice doubles at each level, 2^64 parts
/// within the depth limit): past it, the rest shows as ``marker`` too.
struct RenderPath {
  /// How many levels of a value render; deeper ones show as ``marker``.
  static let limit = 64
  /// What stands for the levels past the limit.
  static let marker = "…"

  /// The objects the renderer is inside, the innermost last.
  var objects: [ObjectIdentifier] = []
  /// The types the rendering names, to qualify two that share a name.
  let names = TypeNameClashes()
  /// How many levels the renderer is inside.
  var depth = 0
  /// How many parts of the value have been shown so far.
  var parts = 0
  /// How many parts of one value render.
  static let partBudget = 10_000

  /// Whether the next part is past the depth limit or the budget.
  var isAtLimit: Bool { depth >= Self.limit || parts >= Self.partBudget }
}
