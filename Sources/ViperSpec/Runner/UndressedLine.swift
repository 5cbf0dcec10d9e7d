import Foundation

/// A prose line of a spec file with its Markdown dressing taken off, to be read as the step it
/// may have meant to be.
///
/// The text is compared in compatibility form (NFKC), so fullwidth `＊ Ｔｈｅｎ` and math-bold
/// letters read as `* Then`.
struct UndressedLine {
  /// Whether a `>` quoted the line.
  private(set) var isQuoted = false
  /// Whether `#` marks made it a heading.
  private(set) var isHeading = false
  /// Whether a list marker (Markdown's, an escaped one or a typographic bullet) started it.
  private(set) var isBulleted = false
  /// Whether it was a numbered item.
  private(set) var isNumbered = false
  /// Whether it was a task-list item: `[ ]` or `[x]` after its marker.
  private(set) var isTask = false
  /// Whether emphasis, code marks or inline HTML wrapped a word.
  private(set) var isEmphasized = false
  /// Whether the line held compatibility characters (fullwidth or styled letters) that only
  /// look like their plain forms.
  private(set) var hasCompatibilityCharacters = false
  /// The words left, in order.
  private(set) var words: [Substring] = []

  /// Whether anything but emphasis dressed the line: such a line is a step that lost its form,
  /// where a plain line may be a sentence.
  var isDressed: Bool { isQuoted || isHeading || isBulleted || isNumbered || isTask }

  /// The inline HTML tags that wrap a word as emphasis would.
  private static let inlineTags: Set<String> = [
    "b", "i", "em", "strong", "code", "u", "s", "mark", "kbd", "span", "li", "p",
  ]

  /// Takes the dressing off a line, without its leading whitespace.
  ///
  /// - Parameters:
  ///   - line: The line.
  ///   - isMarkdown: Whether the line is Markdown; a classic file's prose has no dressing.
  init(_ line: Substring, isMarkdown: Bool) {
    let normalized = String(line).precomposedStringWithCompatibilityMapping
    hasCompatibilityCharacters = normalized != String(line).precomposedStringWithCanonicalMapping
    var text = normalized[...]
    if isMarkdown { text = undress(text) }
    var words = text.split(whereSeparator: \.isWhitespace).map { word in
      let bare = isMarkdown ? Self.withoutEmphasis(word) : word
      if bare.count != word.count { isEmphasized = true }
      return bare
    }
    words.removeAll(where: \.isEmpty)
    // A check mark or an emoji pasted in front of a step, as the runner prints them.
    while let first = words.first, !first.contains(where: { $0.isLetter || $0.isNumber }) {
      words.removeFirst()
    }
    self.words = words
  }

  private mutating func undress(_ line: Substring) -> Substring {
    var text = line
    while text.first == ">" {
      isQuoted = true
      text = text.dropFirst().drop(while: \.isWhitespace)
    }
    let hashes = text.prefix { $0 == "#" }.count
    if hashes > 0, text.dropFirst(hashes).first?.isWhitespace == true {
      isHeading = true
      text = text.dropFirst(hashes).drop(while: \.isWhitespace)
    }
    let escaped = text.first == "\\" ? 1 : 0
    // A typographic bullet may touch its text, as `・` does in Japanese; Markdown's need a space.
    if let marker = text.dropFirst(escaped).first, "*-+•‣◦∙·–—・".contains(marker),
      !marker.isASCII || text.dropFirst(escaped + 1).first?.isWhitespace == true
    {
      isBulleted = true
      text = text.dropFirst(escaped + 1).drop(while: \.isWhitespace)
    } else {
      let digits = text.prefix(while: \.isNumber)
      let after = text.dropFirst(digits.count)
      if !digits.isEmpty, let close = after.first, close == "." || close == ")",
        after.dropFirst().first?.isWhitespace == true
      {
        isNumbered = true
        text = after.dropFirst().drop(while: \.isWhitespace)
      }
    }
    for box in ["[ ]", "[x]", "[X]"] where text.hasPrefix(box) {
      isTask = true
      text = text.dropFirst(box.count).drop(while: \.isWhitespace)
    }
    return text
  }

  /// The word without the emphasis, code marks or inline HTML around it: `**Then**` and
  /// `<b>Then</b>` are `Then`; an outline's `<placeholder>` stays.
  private static func withoutEmphasis(_ word: Substring) -> Substring {
    let marks: Set<Character> = ["*", "_", "`", "~"]
    var word = word
    var changed = true
    while changed {
      changed = false
      while let first = word.first, marks.contains(first) {
        word.removeFirst()
        changed = true
      }
      while let last = word.last, marks.contains(last) {
        word.removeLast()
        changed = true
      }
      if word.hasPrefix("<"), let close = word.firstIndex(of: ">"),
        inlineTags.contains(word[word.index(after: word.startIndex)..<close].lowercased())
      {
        word = word[word.index(after: close)...]
        changed = true
      }
      if word.hasSuffix(">"), let open = word.lastIndex(of: "<"),
        word[open...].hasPrefix("</"),
        inlineTags.contains(
          word[word.index(open, offsetBy: 2)..<word.index(before: word.endIndex)].lowercased()
        )
      {
        word = word[..<open]
        changed = true
      }
    }
    return word
  }
}
