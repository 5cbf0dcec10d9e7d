/// How many of a collection's elements a rendering takes, so that a collection of millions
/// renders in bounded time, as a value of many shared parts does (``RenderPath/partBudget``).
///
/// An ordered collection shows its first elements and `…` for the rest. An unordered one (a
/// set, a dictionary, or a view of one) is sorted to render the same on every run, which needs
/// every element: past the budget it shows its count alone, `Set([… 2000000 elements])`, as its
/// first elements in hash order would differ from run to run.
enum ElementBudget {
  /// The first elements, one more than the budget when there are more, so that the renderer
  /// knows to show `…`.
  ///
  /// Iterates rather than slicing: some of the toolchain's collections (`_ValidUTF8Buffer`)
  /// stop the process when sliced.
  static func prefix<Elements: Sequence>(_ elements: Elements) -> [Any] {
    var result: [Any] = []
    for element in elements {
      guard result.count <= RenderPath.partBudget else { break }
      result.append(element)
    }
    return result
  }

  /// Whether an unordered collection has too many elements to sort within the budget.
  static func isTooLargeToSort(_ count: Int, visited: RenderPath) -> Bool {
    count > RenderPath.partBudget - visited.parts
  }

  /// What an unordered collection too large to sort shows.
  static func countOnly(open: String, close: String, count: Int) -> String {
    "\(open)\(RenderPath.marker) \(count) elements\(close)"
  }
}
