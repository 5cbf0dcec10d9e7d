/// A file the generator writes: a new one, or the new contents of one it changes.
struct GeneratedFile: Equatable, Sendable {
  /// The path relative to the package root.
  let path: String
  /// The whole contents.
  let contents: String
}
