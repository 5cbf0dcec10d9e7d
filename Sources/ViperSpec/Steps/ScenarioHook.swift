/// A hook of a step library: code that runs before or after each scenario it selects, as
/// Cucumber's `Before` and `After` do.
package struct ScenarioHook<World>: Sendable {
  /// When the hook runs.
  package enum Kind: String, Sendable {
    /// Before the scenario's steps, in the order the hooks were defined.
    case before
    /// After the scenario's steps, whatever happened, in the reverse order.
    case after
  }

  /// When the hook runs.
  package let kind: Kind
  /// The hook's name, for reports.
  package let name: String?
  /// The tag expression as written; empty selects every scenario.
  package let tagSource: String
  /// The scenarios the hook runs for.
  package let tags: TagExpression
  /// The hook's code, given the scenario's world.
  package let body: @MainActor @Sendable (World) async throws -> Void
  /// The defining file's path.
  package let filePath: String
  /// The defining line.
  package let line: Int
  /// The hook's place among the library's definitions and hooks, in the order they were made.
  package let sequence: Int
}
