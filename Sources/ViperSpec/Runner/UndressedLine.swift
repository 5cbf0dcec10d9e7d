import Foundation

/// A prose line of a spec file with its Markdown dressing taken off, to be read as the step it
/// may have meant to be.
///
/// The blocks it stands in come from ``MarkdownBlocks``; what is left is read here: a bullet
/// Markdown does not know (escaped, or typographic as `•`), a task box, emphasis, code marks,
/// links and inline HTML around a word, character references and a mark pasted in front. The text
/// is compared in compatibility form (NFKC), so fullwidth `＊ Ｔｈｅｎ` and math-bold letters read as
/// `* Then`.
struct UndressedLine {
  /// Whether it is a line of a code block.
  private(set) var isCode = false
  /// Whether it is a line of an HTML block.
  private(set) var isHTML = false
  /// Whether a block quote holds it.
  private(set) var isQuoted = false
  /// Whether it is a heading.
  private(set) var isHeading = false
  /// Whether a Markdown list marker starts it.
  private(set) var isBulleted = false
  /// Whether it starts with a bullet that Markdown does not take for one: an escaped one, a
  /// typographic one, or one inside code.
  private(set) var hasUnknownBullet = false
  /// Whether it was a numbered item.
  private(set) var isNumbered = false
  /// Whether two list markers start it, as in `* * Then …`.
  private(set) var isNestedItem = false
  /// Whether it is a paragraph's line that runs on from the line above, as a sentence wraps.
  private(set) var isContinuation = false
  /// Whether it was a task-list item: `[ ]` or `[x]` after its marker.
  private(set) var isTask = false
  /// Whether emphasis, code marks, a link or inline HTML wrapped a word.
  private(set) var isEmphasized = false
  /// Whether the line held compatibility characters (fullwidth or styled letters) that only
  /// look like their plain forms.
  private(set) var hasCompatibilityCharacters = false
  /// The marks without letters that stood before the first word, such as a pasted `✓`.
  private(set) var leadingMarks: [Substring] = []
  /// The whitespace after the first word, where it is not a plain space.
  private(set) var oddSpace: Unicode.Scalar?
  /// The words left, in order.
  private(set) var words: [Substring] = []

  /// Whether anything but emphasis dressed the line: such a line is a step that lost its form,
  /// where a plain line may be a sentence.
  var isDressed: Bool {
    isCode || isHTML || isQuoted || isHeading || isBulleted || hasUnknownBullet || isNumbered
      || isTask
  }

  /// Whether the line is a sentence of a top-level paragraph with nothing to dress it as a step:
  /// no block or container, no emphasis, no mark, odd space or look-alike letter before or after
  /// its first word.
  ///
  /// - Parameter block: The line's Markdown block.
  /// - Returns: Whether only a step phrase it matches can say it was meant as a step.
  func isPlainSentence(in block: MarkdownLine) -> Bool {
    block.block == .paragraph && block.containers.isEmpty && !isDressed && !isEmphasized
      && leadingMarks.isEmpty && oddSpace == nil && !hasCompatibilityCharacters
      && !hasUnknownBullet && !isNestedItem
  }

  /// Why Cucumber reads the line as prose, as a clause ("it is quoted"), where its block or its
  /// emphasis says: what a reader sees first.
  var dressingReason: String? {
    if isCode { return "it is in a code block" }
    if isHTML { return "it is in an HTML block" }
    if isTask { return "it is a task-list item" }
    if isQuoted { return "it is quoted" }
    if isHeading { return "it is a heading" }
    if isNumbered {
      return "it is a numbered item, and only bulleted items ('* ', '- ', '+ ') are steps"
    }
    if isEmphasized {
      return "its keyword is wrapped in markup (emphasis, a code span, a link or a tag)"
    }
    return nil
  }

  /// Why Cucumber reads the line as prose where nothing dresses it: what stands before its
  /// keyword or after it, or that it is no list item at all.
  var shapeReason: String {
    if let mark = leadingMarks.first { return "'\(mark)' stands before its keyword" }
    if hasUnknownBullet { return "its bullet is not one Markdown knows" }
    if hasCompatibilityCharacters {
      return "its keyword is written in fullwidth or styled letters that only look like plain ones"
    }
    if isNestedItem { return "it is a list item inside another on the same line" }
    if let space = oddSpace {
      let code = "U+" + String(space.value, radix: 16, uppercase: true)
      return "the space after its keyword is \(code), not the plain space that ends the keyword"
    }
    return isBulleted ? "its keyword is not written as a step's is" : "it is not a list item"
  }

  /// The inline HTML tags that wrap a word as emphasis would.
  private static let inlineTags: Set<String> = [
    "a", "b", "i", "em", "strong", "code", "u", "s", "mark", "kbd", "span", "li", "p",
  ]

  /// The named character references a spec may use to spell a keyword or a bullet.
  private static let namedReferences: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ast": "*",
    "lowbar": "_", "bull": "•", "ndash": "–", "mdash": "—", "middot": "·", "hyphen": "‐",
    "num": "#", "grave": "`", "verbar": "|",
  ]

  /// Takes the dressing off a classic file's line, which has none but its indentation.
  ///
  /// - Parameter line: The line, without its leading whitespace.
  init(classic line: Substring) {
    read(String(line), isMarkdown: false)
  }

  /// Takes the dressing off a Markdown line that its blocks have been read for.
  ///
  /// - Parameter line: The line as a reader of the rendered page sees it.
  init(_ line: MarkdownLine) {
    isCode = line.block == .code
    isHTML = line.block == .html
    isQuoted = line.isQuoted
    isHeading = line.block == .heading
    isBulleted = line.itemMarkers.contains(.bulletItem)
    isNumbered = line.itemMarkers.contains(.numberedItem)
    isNestedItem = line.itemMarkers.count > 1
    isContinuation = line.isContinuation
    // Code shows its text as written; elsewhere `\*` shows as `*`, `&#84;` as `T`, and
    // `<span class="k">Then</span>` as `Then`.
    read(isCode ? line.text : Self.withoutStyledTags(Self.unescaped(line.text)), isMarkdown: true)
  }

  private mutating func read(_ line: String, isMarkdown: Bool) {
    let normalized = line.precomposedStringWithCompatibilityMapping
    // A no-break space is a compatibility character too, but no letter looks like another by it.
    let spaced = String(line.map { $0.isWhitespace ? " " : $0 })
    hasCompatibilityCharacters =
      spaced.precomposedStringWithCompatibilityMapping
      != spaced.precomposedStringWithCanonicalMapping
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
      leadingMarks.append(first)
      words.removeFirst()
    }
    self.words = words
    if let first = words.first {
      oddSpace = Self.space(after: first, in: line)
    }
  }

  private mutating func undress(_ line: Substring) -> Substring {
    var text = line.drop(while: \.isWhitespace)
    while text.first == ">" {
      isQuoted = true
      text = text.dropFirst().drop(while: \.isWhitespace)
    }
    let hashes = text.prefix { $0 == "#" }.count
    if hashes > 0, text.dropFirst(hashes).first?.isWhitespace == true {
      isHeading = true
      text = text.dropFirst(hashes).drop(while: \.isWhitespace)
    }
    // A typographic bullet may touch its text, as `・` does in Japanese; Markdown's need a space.
    // Any bullet still in the text is not Markdown's, which the blocks have already read.
    if let marker = text.first, "*-+•‣◦∙·–—・".contains(marker),
      !marker.isASCII || text.dropFirst().first?.isWhitespace == true
    {
      hasUnknownBullet = !isCode
      isBulleted = isBulleted || isCode
      text = text.dropFirst().drop(while: \.isWhitespace)
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
    // A task box belongs to a list item; `[x]: …` with no marker is a link reference
    // definition, which shows nothing.
    let hasMarker = isBulleted || hasUnknownBullet || isNumbered
    for box in ["[ ]", "[x]", "[X]"]
    where hasMarker && text.hasPrefix(box) && text.dropFirst(box.count).first?.isWhitespace == true
    {
      isTask = true
      text = text.dropFirst(box.count).drop(while: \.isWhitespace)
    }
    return text
  }

  /// The whitespace right after a word in the line as written, if it is not a plain space.
  private static func space(after word: Substring, in line: String) -> Unicode.Scalar? {
    guard let found = line.range(of: word) else { return nil }
    guard let next = line[found.upperBound...].unicodeScalars.first,
      next.properties.isWhitespace, next != " "
    else { return nil }
    return next
  }

  /// The text without the inline HTML tags that carry attributes, such as `<span class="k">`
  /// and `<a href="#">`, with their closing tags; an outline's `<placeholder>` has none.
  private static func withoutStyledTags(_ text: String) -> String {
    guard text.contains("<") else { return text }
    var shown = ""
    var rest = text[...]
    while let tag = HTMLTagScanner.firstStyledTag(in: rest) {
      let name = String(tag.name)
      shown += rest[..<tag.range.lowerBound]
      rest = rest[tag.range.upperBound...]
      if let close = rest.range(of: "</\(name)>", options: .caseInsensitive) {
        rest = rest[..<close.lowerBound] + rest[close.upperBound...]
      }
    }
    return shown + rest
  }

  /// The text with Markdown's backslash escapes and character references resolved.
  private static func unescaped(_ text: String) -> String {
    guard text.contains(where: { $0 == "\\" || $0 == "&" }) else { return text }
    var result = ""
    var rest = text[...]
    while let first = rest.first {
      if first == "\\", let next = rest.dropFirst().first, next.isASCII,
        next.isPunctuation || next.isSymbol
      {
        result.append(next)
        rest = rest.dropFirst(2)
      } else if first == "&", let end = rest.prefix(12).firstIndex(of: ";"),
        let value = reference(rest[rest.index(after: rest.startIndex)..<end])
      {
        result += value
        rest = rest[rest.index(after: end)...]
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }

  /// The text a character reference's name stands for: `#84`, `#x54` or a few names.
  private static func reference(_ name: Substring) -> String? {
    if name.hasPrefix("#") {
      let digits = name.dropFirst()
      let isHex = digits.first == "x" || digits.first == "X"
      let value = isHex ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap { Unicode.Scalar($0) }.map { String(Character($0)) }
    }
    return namedReferences[String(name)]
  }

  /// The word without the emphasis, code marks, link brackets or inline HTML around it:
  /// `**Then**`, `[Then](#)` and `<b>Then</b>` are `Then`; an outline's `<placeholder>` stays.
  private static func withoutEmphasis(_ word: Substring) -> Substring {
    let marks: Set<Character> = ["*", "_", "`", "~", "["]
    var word = word
    var changed = true
    while changed {
      changed = false
      while let first = word.first, marks.contains(first) {
        word.removeFirst()
        changed = true
      }
      if let link = word.range(of: "](") {
        word = word[..<link.lowerBound]
        changed = true
      }
      while let last = word.last, marks.contains(last) || last == "]" {
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
