import Testing

/// A value and the text it must render as: one case of the rendering corpora, named in the test
/// report by what it shows.
struct RenderingSample: Sendable, CustomTestStringConvertible {
  let name: String
  let make: @Sendable () -> Any
  let expected: String
  var testDescription: String { name }
}
