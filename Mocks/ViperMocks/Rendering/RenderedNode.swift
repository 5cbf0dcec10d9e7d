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

  private func appendSingleLine(to text: inout String) {
    switch self {
    case .atom(let atom):
      text += atom
    case .container(let open, let close, let children):
      text += open
      for (index, child) in children.enumerated() {
        if index > 0 { text += ", " }
        if let label = child.label { text += label + ": " }
        child.node.appendSingleLine(to: &text)
      }
      text += close
    }
  }

  /// Returns the node's text, broken over lines when the one-line form is too wide.
  ///
  /// - Parameters:
  ///   - indent: The number of spaces already in front of the node.
  ///   - width: The widest line, in characters, that stays on one line.
  /// - Returns: The laid-out text, whose later lines carry their own indentation.
  func laidOut(indent: Int, width: Int) -> String {
    let flat = singleLine()
    guard case .container(let open, let close, let children) = self,
      !children.isEmpty, !flat.fits(in: width - indent)
    else { return flat }
    let padding = String(repeating: " ", count: indent + 2)
    let lines = children.map { child in
      let value = child.node.laidOut(indent: indent + 2, width: width)
      return padding + (child.label.map { "\($0): " } ?? "") + value + ","
    }
    return open + "\n" + lines.joined(separator: "\n") + "\n"
      + String(repeating: " ", count: indent) + close
  }
}
