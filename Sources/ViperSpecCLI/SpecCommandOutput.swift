/// What a `viper-spec` invocation prints and its exit status.
package struct SpecCommandOutput: Equatable, Sendable {
  /// The exit status: 0 when everything passed, 1 for failures, 2 for bad arguments or files.
  package var status: Int32
  /// The text for standard output.
  package var standardOutput: String
  /// The text for standard error.
  package var standardError: String
}
