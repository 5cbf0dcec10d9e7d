import Testing
import ViperSpec

/// Attacks the promise that a tag expression reads tags scalar by scalar: a tag matches only its
/// own scalars, and a combining mark after a space starts a tag rather than joining the space.
@Suite struct TagExpressionUnicodeTests {
  @Test func `a tag matches exactly, scalar by scalar`() throws {
    let composed = try TagExpression(parsing: "@caf\u{E9}")

    #expect(composed.matches(["@caf\u{E9}"]))
    #expect(!composed.matches(["@cafe\u{301}"]))
  }

  @Test func `a tag that starts with a combining mark is a tag, not part of a space`() throws {
    let expression = try TagExpression(parsing: "not \u{301}@b")

    #expect(expression.matches(["@b"]))
    #expect(throws: TagExpressionError.self) { try TagExpression(parsing: "@a\\\u{301}") }
  }
}
