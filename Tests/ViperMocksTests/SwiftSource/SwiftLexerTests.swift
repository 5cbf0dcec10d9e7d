import Testing
import ViperMocks

/// The one Swift lexer `mocks`, `new`, `adopt` and inline recording share: a literal or a comment
/// is one token however it is written, so that nothing inside it is ever read as code, and every
/// token knows its line and its UTF-8 bytes.
@Suite struct SwiftLexerTests {
  private func texts(_ source: String, keepingComments: Bool = false) -> [String] {
    SwiftLexer.tokens(of: Array(source.utf8), keepingComments: keepingComments).map(\.text)
  }

  @Test
  func `an escaped quote, a raw string and a string inside an interpolation stay one literal`() {
    let source = ##"f("a\"b", #"c"d"#, "\(g(")", ["k": "("]))")"##

    let tokens = SwiftLexer.tokens(of: source)

    #expect(
      tokens.map(\.text) == [
        "f", "(", #""a\"b""#, ",", ##"#"c"d"#"##, ",", #""\(g(")", ["k": "("]))""#, ")",
      ]
    )
    #expect(tokens[4].stringLiteral?.hashes == 1)
    #expect(tokens[6].stringLiteral?.hasInterpolation == true)
    #expect(tokens[2].stringLiteral?.hasInterpolation == false)
  }

  @Test
  func `a multi-line literal holding quotes and a comment marker is one token on its first line`() {
    let source = "let a = \"\"\"\n  \"quoted\" // not a comment\n  \"\"\"\nlet b = 1\n"

    let tokens = SwiftLexer.tokens(of: source)

    #expect(tokens.map(\.text).last == "1")
    #expect(tokens[3].stringLiteral?.isMultiline == true)
    #expect(tokens[3].line == 1)
    #expect(tokens.last?.line == 4)
  }

  @Test
  func `a string the line leaves open ends there and says so, and the next line counts right`() {
    let tokens = SwiftLexer.tokens(of: "let a = \"open\nlet b = 2\n")

    #expect(tokens[3].isClosed == false)
    #expect(tokens[4].text == "let")
    #expect(tokens[4].line == 2)
  }

  /// Found by the mutation finder's prefix test: a file cut just after the backslash of an
  /// escape read past its end.
  @Test func `a string whose file ends at an escape's backslash is one open literal`() {
    for source in ["let a = \"x\\", "let a = #\"x\\#", "let a = \"\"\"\nx\\"] {
      let tokens = SwiftLexer.tokens(of: source)

      #expect(tokens.last?.isClosed == false, "\(source)")
      #expect(tokens.last?.range.upperBound == source.utf8.count, "\(source)")
    }
  }

  @Test func `nested block comments are one comment, and one left open says so`() {
    let closed = SwiftLexer.tokens(of: Array("/* a /* b */ c */ x".utf8), keepingComments: true)
    let open = SwiftLexer.tokens(of: Array("x /* a /* b */ c".utf8), keepingComments: true)

    #expect(closed.map(\.text) == ["/* a /* b */ c */", "x"])
    #expect(closed[0].kind == .comment && closed[0].isClosed)
    #expect(open.map(\.isClosed) == [true, false])
  }

  @Test func `comments are left out unless asked for, and a quote in one starts no string`() {
    let source = "a // it's \"here\"\nb /* \" */ c"

    #expect(texts(source) == ["a", "b", "c"])
    #expect(
      texts(source, keepingComments: true) == ["a", "// it's \"here\"", "b", "/* \" */", "c"]
    )
  }

  @Test func `doc comment lines go with the token they document, and a plain comment drops them`() {
    let source = "/// One.\n///   Two.\nfunc f()\n/// Lost.\n// plain\nfunc g()"

    let tokens = SwiftLexer.tokens(of: source)

    #expect(tokens[0].documentation == ["One.", "  Two."])
    #expect(tokens[4].isWord("func") && tokens[5].isWord("g"))
    #expect(tokens[4].documentation.isEmpty)
  }

  @Test func `backticked names, numbers and compound symbols are whole tokens`() {
    let tokens = SwiftLexer.tokens(of: "`default` 1_000.5 0x1F a...b c..<d -> e")

    #expect(
      tokens.map(\.text) == [
        "`default`", "1_000.5", "0x1F", "a", "...", "b", "c", "..<", "d", "->", "e",
      ]
    )
    #expect(tokens[1].kind == .number)
    #expect(tokens[0].kind == .word)
  }

  @Test func `offsets count UTF-8 bytes, so a name after non-ASCII text is found at its bytes`() {
    let source = "let café = \"🐸\"; go"

    let tokens = SwiftLexer.tokens(of: source)
    let go = tokens.last!

    #expect(tokens[1].text == "café")
    #expect(Array(Array(source.utf8)[go.range]) == Array("go".utf8))
  }
}
