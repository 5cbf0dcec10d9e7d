import Testing
import ViperSpec

/// The spec reader finds HTML tags with hand-written scanners; CommonMark's raw-HTML grammar,
/// written as the regular expressions the scanners replaced, is the oracle on tag soup.
@Suite struct HTMLTagScannerTests {
  /// An open or a closing tag, as CommonMark's raw HTML defines them (a `Regex` is not
  /// `Sendable`, so each test builds its own).
  private static func completeTag() -> Regex<Substring> {
    #/<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][A-Za-z0-9:._-]*(?:\s*=\s*(?:[^"'=<>`\s]+|'[^']*'|"[^"]*"))?)*\s*/?>|</[A-Za-z][A-Za-z0-9-]*\s*>/#
  }

  /// An inline element's open tag with attributes.
  private static func styledTag() -> Regex<(Substring, Substring)> {
    #/<(?i:(a|abbr|b|cite|code|del|em|font|i|kbd|mark|s|small|span|strong|sub|sup|u))\s[^<>]*>/#
  }

  /// A seeded generator: the same lines every run.
  private struct Seeded {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33) % bound
    }

    mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }
  }

  /// Lines of tags as the grammar builds them, each then broken in a random place or two by a
  /// piece that may end, split or continue a tag.
  private static func soup(count: Int) -> [String] {
    var random = Seeded()
    let spaces = ["", " ", "  ", "\t", "\u{A0}", "\r\n"]
    let names = ["a", "b", "span", "Span", "SUB", "div", "x-1", "h1", "é", "1a", "ſpan", "s"]
    let attributes = ["href", "_id", ":x", "data.y", "a-b", "x_1", "-x", ".y", "é"]
    let values = [
      "x", "\"x y\"", "'x y'", "\"<b>\"", "'>'", "x/", "\"", "'", "`x`", "a=b", "", "\"'\"",
    ]
    let breakers = ["<", ">", "/", "=", "\"", "'", "`", " ", "\u{301}", "<b>", "Then x", ""]
    return (0..<count).map { _ in
      var line = random.pick(["", "Then ", "<", "x"])
      for _ in 0..<(1 + random.next(3)) {
        var tag = random.next(4) == 0 ? "</" : "<"
        tag += random.pick(names)
        for _ in 0..<random.next(4) {
          tag += random.pick(spaces.filter { !$0.isEmpty }) + random.pick(attributes)
          if random.next(2) == 0 {
            tag += random.pick(spaces) + "=" + random.pick(spaces) + random.pick(values)
          }
        }
        tag += random.pick(spaces) + random.pick(["", "/"]) + ">"
        line += tag + random.pick(["", "text", " ", "</b>"])
      }
      for _ in 0..<random.next(3) {
        let offset = random.next(line.count + 1)
        let index = line.index(line.startIndex, offsetBy: offset)
        line.insert(contentsOf: random.pick(breakers), at: index)
      }
      return line
    }
  }

  @Test func `finds the first tag where CommonMark's raw-HTML pattern finds it`() {
    let pattern = Self.completeTag()
    for line in Self.soup(count: 3_000) {
      let text = line[...]
      let expected = text.firstMatch(of: pattern)?.range
      #expect(HTMLTagScanner.firstCompleteTag(in: text) == expected, "\(line.debugDescription)")
    }
  }

  @Test func `reads a tag at the start of a line where the pattern does`() {
    let pattern = Self.completeTag()
    for line in Self.soup(count: 3_000) {
      let text = line[...]
      let expected = text.prefixMatch(of: pattern)?.range.upperBound
      #expect(HTMLTagScanner.completeTagEnd(text) == expected, "\(line.debugDescription)")
    }
  }

  @Test func `finds a styled element's open tag and its name where the pattern does`() {
    let pattern = Self.styledTag()
    for line in Self.soup(count: 3_000) + ["<SPAN class=k>x", "<ſpan x>", "<sub\ty>", "<s >"] {
      let text = line[...]
      let expected = text.firstMatch(of: pattern)
      let found = HTMLTagScanner.firstStyledTag(in: text)
      #expect(found?.range == expected?.range, "\(line.debugDescription)")
      #expect(found.map { String($0.name) } == expected.map { String($0.output.1) })
    }
  }

  @Test func `tags with quoted values that hold brackets are read whole`() throws {
    let text = #"Then <a title='<b>' href=">">shown</a> <span class="k">x</span>"#[...]
    let first = try #require(HTMLTagScanner.firstCompleteTag(in: text))
    #expect(text[first] == #"<a title='<b>' href=">">"#)
    #expect(HTMLTagScanner.firstStyledTag(in: text).map { String($0.name) } == "span")
  }
}
