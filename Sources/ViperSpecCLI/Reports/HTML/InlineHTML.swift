/// A line of Markdown prose's inline markup as HTML: code spans, strong and emphasised text,
/// links and autolinks, backslash escapes; everything else escaped text.
///
/// A link is kept only to an `http`, `https` or `mailto` address (see
/// ``HTMLText/safeLink(_:)``); any other shows its text alone. Raw HTML shows as text.
enum InlineHTML {
  /// Returns the HTML of a paragraph's text, its lines joined by line feeds.
  static func html(_ text: String) -> String {
    var scanner = InlineScanner(Array(text))
    return scanner.render()
  }
}

private struct InlineScanner {
  let characters: [Character]
  var index = 0

  init(_ characters: [Character]) {
    self.characters = characters
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
    case "[": link()
    case "<": autolink()
    default: nil
    }
  }

  /// A run of backticks up to the next run of the same length.
  private mutating func codeSpan() -> String? {
    let ticks = characters[index...].prefix { $0 == "`" }.count
    var search = index + ticks
    while search < characters.count {
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
    let doubled = index + 1 < characters.count && characters[index + 1] == mark
    let delimiter = String(repeating: mark, count: doubled ? 2 : 1)
    let start = index + delimiter.count
    guard start < characters.count, !characters[start].isWhitespace else { return nil }
    if mark == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber {
      return nil
    }
    var search = start + 1
    while search + delimiter.count <= characters.count {
      if String(characters[search..<(search + delimiter.count)]) == delimiter,
        !characters[search - 1].isWhitespace,
        mark == "*" || search + delimiter.count == characters.count
          || !(characters[search + delimiter.count].isLetter
            || characters[search + delimiter.count].isNumber)
      {
        var inner = InlineScanner(Array(characters[start..<search]))
        index = search + delimiter.count
        let tag = doubled ? "strong" : "em"
        return "<\(tag)>\(inner.render())</\(tag)>"
      }
      search += 1
    }
    return nil
  }

  /// `[text](address)`, kept as a link only to a safe address.
  private mutating func link() -> String? {
    var depth = 0
    var close = index
    while close < characters.count {
      if characters[close] == "[" { depth += 1 }
      if characters[close] == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      close += 1
    }
    guard close + 1 < characters.count, characters[close + 1] == "(",
      let end = characters[(close + 2)...].firstIndex(of: ")")
    else { return nil }
    var label = InlineScanner(Array(characters[(index + 1)..<close]))
    let text = label.render()
    let target =
      String(characters[(close + 2)..<end]).split(separator: " ").first.map(String.init) ?? ""
    index = end + 1
    let address =
      target.hasPrefix("<") && target.hasSuffix(">")
      ? String(target.dropFirst().dropLast()) : target
    guard let safe = HTMLText.safeLink(address) else { return text }
    return "<a href=\"\(safe)\">\(text)</a>"
  }

  /// `<https://…>` or `<mailto:…>`.
  private mutating func autolink() -> String? {
    guard let end = characters[index...].firstIndex(of: ">") else { return nil }
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
