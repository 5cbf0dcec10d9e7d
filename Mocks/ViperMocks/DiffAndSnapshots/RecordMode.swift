/// When transcript snapshots and spec doc strings may be written instead of compared.
///
/// The mode comes from the `VIPERSPEC_RECORD` environment variable. With `CI` set, nothing is
/// ever recorded, whatever the variable says, so a missing snapshot fails the build instead of
/// being written on a machine nobody looks at. A run that records always fails, so a recording is
/// never mistaken for a pass.
///
/// ```sh
/// VIPERSPEC_RECORD=missing swift test   # write snapshots that do not exist yet (the default)
/// VIPERSPEC_RECORD=all swift test       # rewrite every snapshot that differs
/// VIPERSPEC_RECORD=never swift test     # only compare
/// ```
public enum RecordMode: String, CaseIterable, Equatable, Sendable {
  /// Only compare; a missing snapshot fails.
  case never
  /// Write snapshots that do not exist yet; compare the others.
  case missing
  /// Write every snapshot that differs from what the test produced.
  case all

  /// The environment variable that selects the mode.
  public static let environmentVariable = "VIPERSPEC_RECORD"

  /// Reads the mode from an environment, applying the CI override.
  ///
  /// - Parameter environment: The process environment, injected so tests can vary it.
  /// - Returns: The mode, `never` when `CI` is set to anything but `false` or `0`.
  /// - Throws: `RecordModeError` when the variable holds an unknown value.
  public static func resolve(
    environment: [String: String]
  ) throws(RecordModeError) -> RecordMode {
    let value = environment[environmentVariable]?.trimmingSpaces().lowercased()
    let mode: RecordMode
    switch value {
    case nil, "": mode = .missing
    case let text?:
      guard let parsed = RecordMode(rawValue: text) else {
        throw RecordModeError(value: environment[environmentVariable] ?? "")
      }
      mode = parsed
    }
    let ci = environment["CI"]?.lowercased()
    if let ci, !ci.isEmpty, ci != "false", ci != "0" { return .never }
    return mode
  }
}

extension String {
  /// Returns the string without leading and trailing spaces, tabs and newlines.
  ///
  /// - Returns: The trimmed string.
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
