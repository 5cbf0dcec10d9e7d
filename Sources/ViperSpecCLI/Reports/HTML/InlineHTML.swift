/// A line of Markdown prose's inline markup as HTML: code spans, strong and emphasised text,
/// links (inline, reference and auto), images as links to them, entities and backslash escapes;
/// everything else escaped text, and HTML comments left out.
///
/// A link is kept only to an `http`, `https` or `mailto` address (see
/// ``HTMLText/safeLink(_:)``); any other shows its text alone. An image is never loaded: the page
/// loads nothing, so `![logo](…)` is a link named by its description. Raw HTML shows as text.
/// Each construct looks for its end at most ``window`` characters ahead, so that a line of
/// thousands of `[` or `*` costs linear time, not quadratic.
enum InlineHTML {
  /// How far ahead a construct looks for its end.
  static let window = 1_000

  /// Returns the HTML of a paragraph's text, its lines joined by line feeds.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - references: The link references the prose defines, by case-folded label.
  /// - Returns: The markup.
  static func html(_ text: String, references: [String: String] = [:]) -> String {
    var scanner = InlineScanner(Array(text), references: references)
    return scanner.render()
  }
}

private struct InlineScanner {
  let characters: [Character]
  let references: [String: String]
  /// The index of the `]` that closes each `[`, found in one pass: looking for it from each
  /// `[` of a line of thousands would cost the square of its length.
  private let closingBracket: [Int: Int]
  var index = 0

  init(_ characters: [Character], references: [String: String]) {
    self.characters = characters
    self.references = references
    var open: [Int] = []
    var closing: [Int: Int] = [:]
    for (position, character) in characters.enumerated() {
      if character == "[" { open.append(position) }
      if character == "]", let start = open.popLast() { closing[start] = position }
    }
    self.closingBracket = closing
  }

  /// Renders the characters.
  mutating func render() -> String {
    var output = ""
    var plain = ""
    func flush() {
      output += HTMLText.escaped(plain)
      plain = ""
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuationMark {
        plain.append(characters[index + 1])
        index += 2
      } else if character == "&", let decoded = entity() {
        plain += decoded
      } else if let markup = markup(at: character) {
        flush()
        output += markup
      } else {
        plain.append(character)
        index += 1
      }
    }
    flush()
    return output
  }

  /// The markup that starts at the character, which it consumes; `nil` when none does.
  private mutating func markup(at character: Character) -> String? {
    switch character {
    case "`": codeSpan().map { "<code>\(HTMLText.escaped($0))</code>" }
    case "*", "_": emphasis(character)
    case "[": link(image: false)
    case "!" where next(is: "["):
      link(image: true)
    case "<": comment() ?? autolink()
    default: nil
    }
  }

  private func next(is character: Character) -> Bool {
    index + 1 < characters.count && characters[index + 1] == character
  }

  /// The end of the window a construct starting here may close within.
  private var windowEnd: Int { min(characters.count, index + InlineHTML.window) }

  /// `&amp;`, `&copy;`, `&#233;` or `&#xE9;`, as the character it stands for.
  private mutating func entity() -> String? {
    let end = min(characters.count, index + 12)
    guard let semicolon = characters[index..<end].firstIndex(of: ";") else { return nil }
    let name = String(characters[(index + 1)..<semicolon])
    let decoded: String?
    if name.hasPrefix("#x") || name.hasPrefix("#X") {
      decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map(String.init)
    } else if name.hasPrefix("#") {
      decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map(String.init)
    } else {
      decoded = Self.entities[name]
    }
    // A NUL, as CommonMark says, is the replacement character.
    guard let decoded else { return nil }
    index = semicolon + 1
    return decoded == "\0" ? "\u{FFFD}" : decoded
  }

  /// The named entities prose uses; others show as written.
  private static let entities: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
    "laquo": "«", "raquo": "»", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
    "times": "×", "middot": "·", "deg": "°", "euro": "€",
  ]

  /// A run of backticks up to the next run of the same length.
  private mutating func codeSpan() -> String? {
    let ticks = characters[index...].prefix { $0 == "`" }.count
    var search = index + ticks
    while search < windowEnd {
      guard characters[search] == "`" else {
        search += 1
        continue
      }
      let run = characters[search...].prefix { $0 == "`" }.count
      if run == ticks {
        var code = String(characters[(index + ticks)..<search]).replacing("\n", with: " ")
        if code.count > 2, code.first == " ", code.last == " " {
          code = String(code.dropFirst().dropLast())
        }
        index = search + run
        return code
      }
      search += run
    }
    return nil
  }

  /// `**strong**`, `*em*` and their underscore forms, closed on the same text; an underscore
  /// inside a word (`snake_case`) is no delimiter.
  private mutating func emphasis(_ mark: Character) -> String? {
    let doubled = next(is: mark)
    let delimiter = String(repeating: mark, count: doubled ? 2 : 1)
    let start = index + delimiter.count
    guard start < characters.count, !characters[start].isWhitespace else { return nil }
    if mark == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber {
      return nil
    }
    var search = start + 1
    while search + delimiter.count <= windowEnd {
      if String(characters[search..<(search + delimiter.count)]) == delimiter,
        !characters[search - 1].isWhitespace,
        mark == "*" || search + delimiter.count == characters.count
          || !(characters[search + delimiter.count].isLetter
            || characters[search + delimiter.count].isNumber)
      {
        var inner = InlineScanner(Array(characters[start..<search]), references: references)
        index = search + delimiter.count
        let tag = doubled ? "strong" : "em"
        return "<\(tag)>\(inner.render())</\(tag)>"
      }
      search += 1
    }
    return nil
  }

  /// `[text](address)`, `[text][label]`, `[label][]` or `[label]`, kept as a link only to a
  /// safe address; an image, `![description](address)`, as a link named by its description.
  private mutating func link(image: Bool) -> String? {
    let open = image ? index + 1 : index
    guard let close = closingBracket[open], close - open <= InlineHTML.window else { return nil }
    let label = String(characters[(open + 1)..<close])
    guard let (address, end) = destination(after: close, label: label) else { return nil }
    var scanner = InlineScanner(Array(label), references: references)
    let text = scanner.render()
    index = end
    guard let safe = HTMLText.safeLink(address) else { return text }
    return "<a href=\"\(safe)\">\(text)</a>"
  }

  /// Where the link whose label closes at `close` goes, and the index after it: an inline
  /// address in brackets, with balanced brackets of its own, or a defined reference.
  private func destination(after close: Int, label: String) -> (String, Int)? {
    if close + 1 < characters.count, characters[close + 1] == "(" {
      var depth = 0
      var end = close + 1
      while end < min(characters.count, close + 1 + InlineHTML.window) {
        if characters[end] == "(" { depth += 1 }
        if characters[end] == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        end += 1
      }
      guard end < characters.count, characters[end] == ")" else { return nil }
      let target =
        String(characters[(close + 2)..<end]).split(separator: " ").first
        .map(String.init) ?? ""
      let address =
        target.hasPrefix("<") && target.hasSuffix(">")
        ? String(target.dropFirst().dropLast()) : target
      return (address, end + 1)
    }
    if close + 1 < characters.count, characters[close + 1] == "[",
      let end = characters[(close + 1)..<min(characters.count, close + 1 + InlineHTML.window)]
        .firstIndex(of: "]")
    {
      let name = String(characters[(close + 2)..<end])
      let key = (name.isEmpty ? label : name).lowercased()
      return references[key].map { ($0, end + 1) }
    }
    return references[label.lowercased()].map { ($0, close + 1) }
  }

  /// An HTML comment, which shows nothing.
  private mutating func comment() -> String? {
    guard String(characters[index..<min(characters.count, index + 4)]) == "<!--" else {
      return nil
    }
    var search = index + 4
    while search + 3 <= windowEnd {
      if String(characters[search..<(search + 3)]) == "-->" {
        index = search + 3
        return ""
      }
      search += 1
    }
    return nil
  }

  /// `<https://…>` or `<mailto:…>`.
  private mutating func autolink() -> String? {
    guard let end = characters[index..<windowEnd].firstIndex(of: ">") else { return nil }
    let address = String(characters[(index + 1)..<end])
    guard !address.contains(" "), let safe = HTMLText.safeLink(address) else { return nil }
    index = end + 1
    return "<a href=\"\(safe)\">\(HTMLText.escaped(address))</a>"
  }
}

extension Character {
  /// Whether a backslash before the character escapes it, as CommonMark's ASCII punctuation.
  fileprivate var isPunctuationMark: Bool {
    isASCII && (isPunctuation || isSymbol)
  }
}
