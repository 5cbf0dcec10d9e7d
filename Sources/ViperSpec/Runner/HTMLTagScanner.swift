/// Finds HTML tags in a line by hand, as CommonMark's raw HTML defines them.
///
/// A `Regex` literal is parsed and compiled each time it is built, and matched by an
/// interpreter: reading a spec's HTML lines that way was most of the time it took to read a
/// spec. The scanners read characters as the regular expressions they replace did (letters and
/// digits are ASCII, whitespace is `Character.isWhitespace`), each tag in one pass.
package enum HTMLTagScanner {
  /// The inline elements whose open tag may carry attributes and still show their content as
  /// text: `<span class="k">Given</span>`.
  private static let styledElements: Set<String> = [
    "a", "abbr", "b", "cite", "code", "del", "em", "font", "i", "kbd", "mark", "s", "small",
    "span", "strong", "sub", "sup", "u",
  ]

  /// Returns the first open or closing tag in the text, such as `<b>`, `<a href="x">` or `</b>`.
  ///
  /// - Parameter text: A line of text.
  /// - Returns: The tag's range, or nil if the text holds none.
  package static func firstCompleteTag(in text: Substring) -> Range<Substring.Index>? {
    var start = text.startIndex
    while let open = text[start...].firstIndex(of: "<") {
      if let end = completeTagEnd(text[open...]) { return open..<end }
      start = text.index(after: open)
    }
    return nil
  }

  /// Returns where the open or closing tag at the text's start ends.
  ///
  /// - Parameter text: Text that may start with a tag.
  /// - Returns: The index after the tag's `>`, or nil if the text does not start with a tag.
  package static func completeTagEnd(_ text: Substring) -> Substring.Index? {
    var rest = text
    guard rest.popFirst() == "<" else { return nil }
    let isClosing = rest.first == "/"
    if isClosing { rest.removeFirst() }
    let name = tagName(rest)
    guard !name.isEmpty else { return nil }
    rest = rest[name.endIndex...]
    if !isClosing {
      while let afterAttribute = attributeEnd(rest) { rest = rest[afterAttribute...] }
    }
    rest = rest.drop(while: \.isWhitespace)
    if !isClosing, rest.first == "/" { rest.removeFirst() }
    return rest.first == ">" ? rest.index(after: rest.startIndex) : nil
  }

  /// Returns the tag name at the start of the text: an ASCII letter, then letters, digits and
  /// hyphens.
  ///
  /// - Parameter text: Text after a tag's `<` or `</`.
  /// - Returns: The name, empty if the text does not start with one.
  static func tagName(_ text: Substring) -> Substring {
    guard text.first?.isASCIITagLetter == true else { return text.prefix(0) }
    return text.prefix { $0.isASCIITagLetter || $0.isASCIITagDigit || $0 == "-" }
  }

  /// Returns the first open tag of an inline element that carries attributes, such as
  /// `<span class="k">`, with the element's name as written.
  ///
  /// - Parameter text: A line of text.
  /// - Returns: The tag's range and name, or nil if the text holds none.
  package static func firstStyledTag(
    in text: Substring
  ) -> (range: Range<Substring.Index>, name: Substring)? {
    var start = text.startIndex
    while let open = text[start...].firstIndex(of: "<") {
      let afterOpen = text.index(after: open)
      let name = text[afterOpen...].prefix(while: \.isASCIITagLetter)
      if styledElements.contains(name.lowercased()),
        let space = text[name.endIndex...].first, space.isWhitespace,
        let close = text[name.endIndex...].firstIndex(where: { $0 == "<" || $0 == ">" }),
        text[close] == ">"
      {
        return (open..<text.index(after: close), name)
      }
      start = afterOpen
    }
    return nil
  }

  /// Returns where an attribute at the text's start ends: whitespace, a name, and an optional
  /// value after `=`, unquoted or in single or double quotes.
  private static func attributeEnd(_ text: Substring) -> Substring.Index? {
    let afterSpace = text.drop(while: \.isWhitespace)
    guard afterSpace.startIndex > text.startIndex, let first = afterSpace.first,
      first.isASCIITagLetter || first == "_" || first == ":"
    else { return nil }
    let name = afterSpace.prefix {
      $0.isASCIITagLetter || $0.isASCIITagDigit || ":._-".contains($0)
    }
    let afterName = afterSpace[name.endIndex...]
    var value = afterName.drop(while: \.isWhitespace)
    guard value.popFirst() == "=" else { return afterName.startIndex }
    value = value.drop(while: \.isWhitespace)
    switch value.first {
    case let quote? where quote == "\"" || quote == "'":
      guard let closing = value.dropFirst().firstIndex(of: quote) else {
        return afterName.startIndex
      }
      return value.index(after: closing)
    default:
      let unquoted = value.prefix { !$0.isWhitespace && !"\"'=<>`".contains($0) }
      return unquoted.isEmpty ? afterName.startIndex : unquoted.endIndex
    }
  }
}

extension Character {
  /// Whether the character is an ASCII letter, as a tag name's `[A-Za-z]` reads it.
  var isASCIITagLetter: Bool { isASCII && isLetter }

  /// Whether the character is an ASCII digit, as a tag name's `[0-9]` reads it.
  fileprivate var isASCIITagDigit: Bool { isASCII && isNumber }
}
