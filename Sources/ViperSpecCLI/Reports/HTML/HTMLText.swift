/// Text made safe for the place in an HTML page it goes: element content, an attribute value, a
/// link's address, an element's `id`.
///
/// Everything a report shows comes from specs, steps, failures and attachments, which anyone
/// who can open a pull request writes: none of it may become markup, run script or load
/// anything.
enum HTMLText {
  /// The text as element content or a quoted attribute value: `&`, `<`, `>`, `"` and `'` as
  /// character references, and control characters other than line feeds and tabs, and
  /// bidirectional overrides, as `\u{…}`, as the console shows them.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.withVisibleControls.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      // Bidirectional overrides and isolates would reverse the text after them on the page.
      case "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The address as a link may hold it, escaped for an attribute: only `http`, `https` and
  /// `mailto` addresses, so that no `javascript:`, `data:` or `file:` link can be followed from
  /// the page; `nil` for any other.
  static func safeLink(_ address: String) -> String? {
    let trimmed = address.trimmedWhitespace
    // A browser drops tabs and line feeds inside a scheme (`java\tscript:`); none may pass.
    guard !trimmed.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F }),
      let colon = trimmed.firstIndex(of: ":")
    else { return nil }
    let scheme = trimmed[..<colon].lowercased()
    guard ["http", "https", "mailto"].contains(scheme) else { return nil }
    return escaped(trimmed)
  }

  /// A name as an element's `id`: letters and digits kept, in any script, everything else a
  /// single `-`, so that the anchor reads as the name does and holds no space.
  static func anchorName(_ name: String) -> String {
    var result = ""
    var lastWasDash = true
    for character in name.lowercased() {
      if character.isLetter || character.isNumber {
        result.append(character)
        lastWasDash = false
      } else if !lastWasDash {
        result.append("-")
        lastWasDash = true
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result.isEmpty ? "scenario" : result
  }
}

/// The `id`s of a page's elements, each given once: a second scenario of one name gets `-2`.
///
/// An anchor also takes its `-title` (the id of its heading), and none may be one of the page's
/// own ids, such as the search field's: a feature named "Search" would otherwise take it.
struct HTMLAnchors {
  private var taken: Set<String> = [
    "controls", "search", "tags", "tags-error", "failures-first", "expand", "collapse", "shown",
    "errors", "failures",
  ]

  /// Returns an unused `id` made from the name.
  mutating func make(_ name: String) -> String {
    let base = HTMLText.anchorName(name)
    var anchor = base
    var number = 2
    while taken.contains(anchor) || taken.contains(anchor + "-title") {
      anchor = "\(base)-\(number)"
      number += 1
    }
    taken.insert(anchor)
    taken.insert(anchor + "-title")
    return HTMLText.escaped(anchor)
  }
}
