/// The HTML that CommonMark reads at a block's start: the seven kinds of HTML block, where each
/// ends, and the tags to take out of the text a block shows.
///
/// A spec may wrap prose in `<details>` or hide it in `<!-- … -->`; what a reader sees of either
/// decides whether a line in it looks like a step.
enum MarkdownHTML {
  /// The tags that open an HTML block of the sixth kind, which may interrupt a paragraph.
  private static let blockTags: Set<String> = [
    "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center",
    "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset",
    "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5",
    "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
    "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section",
    "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
  ]

  /// The tags whose HTML block holds raw text up to their closing tag.
  private static let rawTags = ["script", "pre", "textarea", "style"]

  /// Returns the kind of HTML block a line opens, from 1 to 7, as CommonMark numbers them.
  ///
  /// - Parameters:
  ///   - text: The line from its first character that is not whitespace.
  ///   - mayInterruptParagraph: Whether a block of the seventh kind may start here: not while a
  ///     paragraph is open, which such a tag would only continue.
  /// - Returns: The kind, or nil if the line opens no HTML block.
  static func startKind(_ text: String, mayInterruptParagraph: Bool) -> Int? {
    guard text.hasPrefix("<") else { return nil }
    let lowered = text.lowercased()
    let name = tagName(lowered.dropFirst())
    if rawTags.contains(name), endsName(lowered.dropFirst(1 + name.count), allowingSlash: false) {
      return 1
    }
    if lowered.hasPrefix("<!--") { return 2 }
    if lowered.hasPrefix("<?") { return 3 }
    if lowered.hasPrefix("<![cdata[") { return 5 }
    if lowered.hasPrefix("<!"), lowered.dropFirst(2).first?.isASCIITagLetter == true {
      return 4
    }
    let closing = lowered.hasPrefix("</")
    let blockName = tagName(lowered.dropFirst(closing ? 2 : 1))
    if blockTags.contains(blockName),
      endsName(lowered.dropFirst((closing ? 2 : 1) + blockName.count), allowingSlash: true)
    {
      return 6
    }
    guard mayInterruptParagraph, let end = HTMLTagScanner.completeTagEnd(text[...]) else {
      return nil
    }
    return text[end...].allSatisfy(\.isWhitespace) ? 7 : nil
  }

  /// Returns whether a line holds the end of an HTML block of the first five kinds.
  ///
  /// - Parameters:
  ///   - kind: The block's kind.
  ///   - text: The line.
  /// - Returns: Whether the block ends on this line.
  static func closes(kind: Int, _ text: String) -> Bool {
    switch kind {
    case 1:
      let lowered = text.lowercased()
      return rawTags.contains { lowered.contains("</\($0)>") }
    case 2: return text.contains("-->")
    case 3: return text.contains("?>")
    case 4: return text.contains(">")
    case 5: return text.contains("]]>")
    default: return false
    }
  }

  /// Returns the text without its tags: a block tag leaves a space, as it breaks the text there,
  /// and an inline one nothing, so `<b>Gi</b>ven` shows as one word.
  ///
  /// - Parameter text: A line of an HTML block.
  /// - Returns: The text a reader sees.
  static func withoutTags(_ text: String) -> String {
    var shown = ""
    var rest = text[...]
    while let tag = HTMLTagScanner.firstCompleteTag(in: rest) {
      shown += rest[..<tag.lowerBound]
      let name = tagName(rest[tag].drop { $0 == "<" || $0 == "/" }.lowercased()[...])
      if blockTags.contains(name) { shown += " " }
      rest = rest[tag.upperBound...]
    }
    return shown + rest
  }

  /// The tag name at the start of the text, as ``HTMLTagScanner`` reads it.
  private static func tagName(_ text: Substring) -> String {
    String(HTMLTagScanner.tagName(text))
  }

  /// Whether a tag name ends where CommonMark's start conditions need: at whitespace, the end
  /// of the line, `>`, or (for a block tag) `/>`.
  private static func endsName(_ rest: Substring, allowingSlash: Bool) -> Bool {
    guard let next = rest.first else { return true }
    return next.isWhitespace || next == ">" || (allowingSlash && rest.hasPrefix("/>"))
  }
}
