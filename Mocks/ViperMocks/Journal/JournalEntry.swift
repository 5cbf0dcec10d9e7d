/// One event in a ``Journal``: who was called and with what, already rendered as transcript text.
public struct JournalEntry: Equatable, Sendable, CustomStringConvertible {
  /// The collaborator that recorded the entry, such as `view` or `router`.
  public let subject: String
  /// The transcript text, whose later lines are indented under the first.
  public let text: String

  /// Creates an entry from already-rendered text.
  ///
  /// Text with nothing a reader can see (empty, or only spaces and invisible characters) is
  /// written visibly, as `⟨blank: "   "⟩` with its characters escaped, so that a blank entry is
  /// asserted like any other instead of vanishing from a transcript.
  ///
  /// A later line that would read as an entry of its own (one that starts with neither a space
  /// nor a closing bracket) is indented two spaces, so that one entry never reads as two.
  ///
  /// - Parameters:
  ///   - subject: The collaborator that recorded the entry.
  ///   - text: The transcript text.
  public init(subject: String, text: String) {
    self.subject = subject
    self.text = text.isBlank ? Self.blank(text) : Self.indentingLaterLines(text)
  }

  private static func indentingLaterLines(_ text: String) -> String {
    // By scalars: "\r\n" is one Character, which a search for "\n" would not find.
    guard text.unicodeScalars.contains("\n") else { return text }
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String(String.UnicodeScalarView($0)) }
    let continues = { (line: String) in
      line.first.map { $0 == " " || $0 == ")" || $0 == "]" || $0 == "}" } ?? false
    }
    guard !lines.dropFirst().allSatisfy(continues) else { return text }
    return ([lines[0]] + lines.dropFirst().map { continues($0) ? $0 : "  " + $0 })
      .joined(separator: "\n")
  }

  private static func blank(_ text: String) -> String {
    #"⟨blank: "\#(text.escapingInvisibles())"⟩"#
  }

  public var description: String { text }

  /// Renders a call as `subject.member(label: value, …)`, labels taken from the selector.
  ///
  /// A selector such as `addTodo(title:dueDate:)` gives the labels; `_` marks an unlabeled
  /// argument; a selector without parentheses renders with none. Arguments that do not fit on one
  /// line go on their own indented lines, so multi-line values diff line by line.
  ///
  /// - Parameters:
  ///   - subject: The collaborator, such as `view`.
  ///   - selector: The member called, such as `render(_:)` or `close()`.
  ///   - arguments: The argument values, in order.
  ///   - renderer: Renders each argument.
  /// - Returns: The entry.
  public static func call(
    _ subject: String,
    _ selector: String,
    arguments: [Any],
    renderer: TextRenderer
  ) -> JournalEntry {
    let call = CallSelector.named(selector)
    guard call.isCall || !arguments.isEmpty else {
      return JournalEntry(subject: subject, text: subject + "." + call.name)
    }
    var flat = subject + "." + call.name + "("
    flat.reserveCapacity(renderer.width)
    for (index, argument) in arguments.enumerated() {
      if index > 0 { flat += ", " }
      let label = call.label(at: index)
      if label != "_" { flat += label + ": " }
      renderer.appendSingleLine(argument, to: &flat)
    }
    flat += ")"
    guard !flat.fits(in: renderer.width) else {
      return JournalEntry(subject: subject, text: flat)
    }
    let lines = arguments.enumerated().map { index, argument in
      let label = call.label(at: index)
      return "  " + (label == "_" ? "" : label + ": ") + renderer.render(argument, indent: 2) + ","
    }
    return JournalEntry(
      subject: subject,
      text: "\(subject).\(call.name)(\n\(lines.joined(separator: "\n"))\n)"
    )
  }
}
