/// An error a build printed: `path:line:column: error: message`, as the Swift compiler writes
/// them, for the mutants to take out of the schema.
package struct CompilerError: Equatable {
  /// The file's absolute path.
  package var path: String
  /// The line, from 1.
  package var line: Int
  /// The column, from 1, in UTF-8 bytes.
  package var column: Int
  /// The whole line, for messages.
  package var text: String

  /// Creates an error.
  package init(path: String, line: Int, column: Int, text: String) {
    self.path = path
    self.line = line
    self.column = column
    self.text = text
  }

  /// The errors in a build's output, each once, in order.
  ///
  /// - Parameter output: What the build printed.
  /// - Returns: The errors.
  package static func all(in output: String) -> [CompilerError] {
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
