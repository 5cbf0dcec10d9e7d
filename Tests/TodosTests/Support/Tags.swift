import Testing

extension Tag {
  /// A port of an asserting test from the original sample repositories.
  @Tag static var ported: Self
  /// A regression test for a bug or oddity of the original samples.
  @Tag static var regression: Self
}
