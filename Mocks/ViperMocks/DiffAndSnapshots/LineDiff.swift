/// A line diff computed with Myers' linear-space algorithm: minimal when the change is small,
/// linear in the lines whatever the change.
///
/// Lines are interned to integers first, common prefixes and suffixes are trimmed at every level,
/// and the middle snake splits the rest, so one change in 10,000 lines costs a few passes over the
/// text, and repetitive text (many equal lines) stays fast and minimal. Myers' search costs
/// O((N + M) · D) for a script of D lines, quadratic when two texts have little in common, so it
/// runs in two bounded stages:
///
/// 1. The minimal search, exactly as Myers wrote it, stopped once its cost passes
///    `minimalCostLimit` in either direction: every script of up to twice that many lines is
///    found this way, minimal, and the same as an unbounded search gives.
/// 2. Past that, only the lines both texts hold are searched, and each search that passes
///    `sharedLinesCostLimit` splits where it got furthest instead of going on (see
///    `SharedLinesDiff` and `BoundedBisection`). Two texts with no line in common read as all
///    removed, then all added, in a few passes over the lines.
///
/// Each stage costs O((N + M) · its limit) at worst, so the whole diff is linear in the lines.
///
/// ```swift
/// let operations = LineDiff(old: ["a", "b"], new: ["a", "c"]).operations
/// // [.equal(old: 0, new: 0), .delete(old: 1), .insert(new: 1)]
/// ```
public struct LineDiff: Sendable {
  /// One step of the edit script, with indices into the old and new lines.
  public enum Operation: Equatable, Sendable {
    /// The line is in both texts.
    case equal(old: Int, new: Int)
    /// The old line is not in the new text.
    case delete(old: Int)
    /// The new line is not in the old text.
    case insert(new: Int)
  }

  /// The edit script that turns the old lines into the new ones, in order.
  public let operations: [Operation]

  /// Computes the diff of two sequences of lines.
  ///
  /// - Parameters:
  ///   - old: The expected lines.
  ///   - new: The actual lines.
  public init<Line: Hashable>(old: [Line], new: [Line]) {
    var ids: [Line: Int] = [:]
    func id(_ line: Line) -> Int {
      if let id = ids[line] { return id }
      ids[line] = ids.count
      return ids.count - 1
    }
    self.init(interned: old.map(id), new: new.map(id))
  }

  /// Computes the diff of two sequences of line numbers, equal numbers meaning equal lines.
  ///
  /// - Parameters:
  ///   - old: The expected lines' numbers, each at least zero.
  ///   - new: The actual lines' numbers.
  init(interned old: [Int], new: [Int]) {
    self.operations =
      BoundedBisection.minimalScript(old: old, new: new, costLimit: Self.minimalCostLimit)
      ?? SharedLinesDiff.script(old: old, new: new, costLimit: Self.sharedLinesCostLimit)
  }

  /// How far the minimal search goes in each direction before the diff takes the bounded one:
  /// changes of up to twice as many lines (removed plus added) are found minimal.
  ///
  /// The search's worst case is about this many steps per line (when long runs of equal lines
  /// lie on every diagonal); on two texts with no line in common it costs this number squared.
  static let minimalCostLimit = 128

  /// How far each search among the shared lines goes in each direction before it splits.
  ///
  /// Smaller than `minimalCostLimit`, since it only runs for large changes, where each line of
  /// the texts may cost up to about four times this many steps.
  static let sharedLinesCostLimit = 64
}
