/// One level of a rendered value: final text, or brackets around children still to render.
///
/// The renderer takes values apart one level at a time, so that the common case, a value that
/// fits on one line, is written straight into one string, and only a value too wide for its line
/// is built into a ``RenderedNode`` tree and broken over lines.
enum ValueShape {
  /// Text that is never broken, such as a number or a quoted string.
  case text(String)
  /// A bracketed list, such as `Todo(title: "Milk")` or `[1, 2]`.
  ///
  /// - Parameters:
  ///   - open: The text before the children, such as `Todo(`.
  ///   - close: The text after them.
  ///   - children: The children, labeled or not, in the order they are shown.
  ///   - sortsChildren: Whether the children are shown sorted by their text, as in a set.
  ///   - object: The object the container stands for, to stop at reference cycles.
  case container(
    open: String,
    close: String,
    children: [(label: String?, value: Any)],
    sortsChildren: Bool = false,
    object: ObjectIdentifier? = nil
  )
  /// A struct or tuple, whose children are read from its memory as they are rendered.
  ///
  /// - Parameters:
  ///   - open: The text before the fields, such as `Todo(` or `(`.
  ///   - value: The struct or tuple.
  ///   - fields: Its stored fields.
  case fields(open: String, value: Any, fields: [StoredField])
}
