/// The data table or doc string of a compiled step, with outline placeholders filled in.
package enum PickleStepArgument: Equatable, Sendable {
  /// The table's cell values, row by row.
  case dataTable([[String]])
  /// The block's text and its media type, which may be empty.
  case docString(content: String, mediaType: String)
}
