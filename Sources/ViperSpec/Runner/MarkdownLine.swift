/// One line of a Markdown file as a reader of the rendered page sees it: the blocks it stands in
/// and the text it shows.
///
/// Cucumber's Markdown parser reads a spec line by line and never asks which block a line is
/// in, so `> * Then …` or a step indented into a code block is prose to it while a reader sees a
/// step. The spec lint compares the two readings; ``MarkdownBlocks`` gives this one.
struct MarkdownLine: Equatable {
  /// The leaf block a line belongs to.
  enum Block: Equatable {
    /// A line of nothing but whitespace (and container marks, such as a lone `>`).
    case blank
    /// A line of a paragraph.
    case paragraph
    /// An ATX heading (`### …`) or a line of a setext heading's text.
    case heading
    /// A thematic break or a setext heading's underline: marks that show no text.
    case rule
    /// The opening or closing fence of a fenced code block.
    case fence
    /// A line of a fenced or indented code block.
    case code
    /// A line of an HTML block.
    case html
  }

  /// A block that holds other blocks.
  enum Container: Equatable {
    /// A block quote, `>`.
    case quote
    /// A bulleted list item: `*`, `-` or `+`.
    case bulletItem
    /// A numbered list item: `1.` or `1)`.
    case numberedItem
  }

  /// The containers the line stands in, outermost first.
  var containers: [Container] = []
  /// The list items whose markers are written on this line, outermost first.
  var itemMarkers: [Container] = []
  /// The leaf block.
  var block = Block.blank
  /// Whether a paragraph line follows another line of its paragraph, so that its text runs on
  /// from the line above instead of starting a line of its own.
  var isContinuation = false
  /// The index of the first line of the leaf block, from 0: the line above which an allow
  /// comment keeps a whole code or HTML block, since no comment can stand inside one.
  var blockStart = 0
  /// The text a reader sees, without its blocks' marks, its indentation and HTML comments.
  ///
  /// The container marks, a heading's `#` marks and an HTML block's tags are gone; a paragraph's
  /// inline markup stays, for ``UndressedLine`` to read.
  var text = ""
  /// Whether an HTML comment hides text of the line, in a paragraph or an HTML block.
  var isInComment = false

  /// Whether a block quote holds the line.
  var isQuoted: Bool { containers.contains(.quote) }
}
