/// A tag such as `@wip` on a feature, rule, scenario or examples block.
package struct GherkinTag: Equatable, Sendable {
  /// Where the tag starts.
  package var location: GherkinLocation
  /// The tag with its `@`.
  package var name: String
  /// The node ID Cucumber Messages give the tag.
  package var id: String = ""
}
