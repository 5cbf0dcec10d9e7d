/// An intermediate tree of rendered text that is laid out on one line or over several lines.
indirect enum RenderedNode {
  /// Text that is never broken, such as a number or a quoted string.
  case atom(String)
  /// A bracketed list of optionally labeled children, such as `Todo(title: "Milk")` or `[1, 2]`.
  case container(open: String, close: String, children: [(label: String?, node: RenderedNode)])

  /// Returns the node's text on a single line.
  ///
  /// - Returns: The one-line form.
  func singleLine() -> String {
    var text = ""
    appendSingleLine(to: &text)
    return text
  }

  /// Returns the node's text on a single line if it fits in a width, stopping as soon as the
  /// text written so far is too wide.
  ///
  /// Laying out a node asks this of the node and then of each child that does not fit: building
  /// each whole line first cost each node the size of everything below it, the square of a deep
  /// value's size. A text that does not fit never fits once more is written after it (neither
  /// its line breaks nor its characters go away), so stopping early answers the same.
  ///
  /// - Parameter width: The widest line, in characters.
  /// - Returns: The one-line form, or nil if it is wider than the width or breaks a line.
  func singleLine(fittingIn width: Int) -> String? {
    var text = ""
    return appendSingleLine(to: &text, fittingIn: width) ? text : nil
  }

  private func appendSingleLine(to text: inout String) {
    _ = appendSingleLine(to: &text, fittingIn: nil)
  }

  /// Appends the one-line form, and with a width, stops once the text no longer fits in it.
  ///
  /// - Returns: Whether the text still fits (always true without a width).
  private func appendSingleLine(to text: inout String, fittingIn width: Int?) -> Bool {
    switch self {
    case .atom(let atom):
      text += atom
      return width.map { text.utf8.count <= $0 || text.fits(in: $0) } ?? true
    case .container(let open, let close, let children):
      text += open
      for (index, child) in children.enumerated() {
        if index > 0 { text += ", " }
        if let label = child.label { text += label + ": " }
        guard child.node.appendSingleLine(to: &text, fittingIn: width) else { return false }
      }
      text += close
      return width.map { text.fits(in: $0) } ?? true
    }
  }

  /// Returns the node's text, broken over lines when the one-line form is too wide.
  ///
  /// - Parameters:
  ///   - indent: The number of spaces already in front of the node.
  ///   - width: The widest line, in characters, that stays on one line.
  /// - Returns: The laid-out text, whose later lines carry their own indentation.
  func laidOut(indent: Int, width: Int) -> String {
    var text = ""
    appendLaidOut(to: &text, indent: indent, width: width)
    return text
  }

  /// Appends the laid-out text to one buffer: joining each child's text into its parent's
  /// would copy a deep value's text once for every level above it.
  private func appendLaidOut(to text: inout String, indent: Int, width: Int) {
    guard case .container(let open, let close, let children) = self, !children.isEmpty else {
      return appendSingleLine(to: &text)
    }
    if let flat = singleLine(fittingIn: width - indent) {
      text += flat
      return
    }
    text += open
    for child in children {
      text += "\n" + String(repeating: " ", count: indent + 2)
      if let label = child.label { text += label + ": " }
      child.node.appendLaidOut(to: &text, indent: indent + 2, width: width)
      text += ","
    }
    text += "\n" + String(repeating: " ", count: indent) + close
  }
}
