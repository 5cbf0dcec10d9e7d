import Foundation

/// An attributed string as its runs, each with its attributes in name order.
///
/// `AttributedString`'s own description lists a run's attributes in an order that changes from
/// one process to the next, and `Mirror` shows its storage, a rope with a random version: neither
/// can be asserted.
enum AttributedStringText {
  /// Returns `AttributedString("Hel" {NSLink = https://a.b}, "lo")`: each run's characters,
  /// quoted, then its attributes, if any.
  ///
  /// - Parameter string: The attributed string.
  /// - Returns: The text.
  static func text(of string: AttributedString) -> String {
    let runs = string.runs.map { run in
      let characters = TextRenderer.quoted(String(string[run.range].characters))
      let attributes = sortedAttributes(run.attributes)
      return attributes.isEmpty
        ? characters : "\(characters) {\(attributes.joined(separator: ", "))}"
    }
    return "AttributedString(\(runs.isEmpty ? "\"\"" : runs.joined(separator: ", ")))"
  }

  /// The container's `name = value` entries, sorted: public API lists them only in its
  /// description, one entry a line indented by a tab between braces (an entry whose value spans
  /// lines keeps its further lines).
  private static func sortedAttributes(_ attributes: AttributeContainer) -> [String] {
    var entries: [String] = []
    for line in attributes.description.split(separator: "\n") {
      if line.hasPrefix("\t\t"), !entries.isEmpty {
        entries[entries.count - 1] += " " + line.drop { $0 == "\t" }
      } else if line.hasPrefix("\t") {
        entries.append(String(line.dropFirst()))
      }
    }
    return entries.sorted()
  }
}
