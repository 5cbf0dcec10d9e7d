/// An error a build printed: `path:line:column: error: message`, as the Swift compiler writes
/// them, for the mutants to take out of the schema.
struct CompilerError: Equatable {
  /// The file's absolute path.
  var path: String
  /// The line, from 1.
  var line: Int
  /// The column, from 1, in UTF-8 bytes.
  var column: Int
  /// The whole line, for messages.
  var text: String

  /// The errors in a build's output, each once, in order.
  ///
  /// - Parameter output: What the build printed.
  /// - Returns: The errors.
  static func all(in output: String) -> [CompilerError] {
    var seen: Set<String> = []
    var errors: [CompilerError] = []
    for line in output.split(separator: "\n") {
      guard let match = line.firstMatch(of: #/^(/[^:]+\.swift):(\d+):(\d+): error: /#),
        let number = Int(match.2), let column = Int(match.3),
        seen.insert(String(line)).inserted
      else { continue }
      errors.append(
        CompilerError(path: String(match.1), line: number, column: column, text: String(line))
      )
    }
    if errors.isEmpty {
      // A failure that names no Swift file (a manifest, a linker): its first lines say what.
      errors = output.split(separator: "\n").filter { $0.contains("error:") }.prefix(5).map {
        CompilerError(path: "", line: 0, column: 0, text: String($0))
      }
    }
    return errors
  }
}
