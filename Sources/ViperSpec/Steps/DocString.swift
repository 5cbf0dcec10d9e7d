/// The fenced block under a step, for a step whose closure takes it as its last parameter.
///
/// ```swift
/// steps.given("the note reads") { (world, note: DocString) in
///   world.notes.append(note.content)
/// }
/// ```
public struct DocString: Sendable, Equatable, CustomStringConvertible {
  /// The block's text, without its fences.
  public let content: String

  /// Wraps a block's text.
  ///
  /// - Parameter content: The block's text.
  public init(_ content: String) {
    self.content = content
  }

  public var description: String { content }
}
