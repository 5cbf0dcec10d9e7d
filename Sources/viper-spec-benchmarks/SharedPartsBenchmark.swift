import ViperMocks
import ViperSpec

/// What rendering costs a value whose parts are shared: each level holds the one below twice,
/// so the text spells out every path through it, as a value of shared references does.
enum SharedPartsBenchmark {
  /// A tree in which each node holds the same subtree twice.
  indirect enum Tree {
    case leaf
    case node(Tree, Tree)

    /// A tree of `2^(depth + 1) - 1` parts once spelled out, built in `depth` steps.
    static func shared(depth: Int) -> Tree {
      (0..<depth).reduce(Tree.leaf) { tree, _ in .node(tree, tree) }
    }
  }

  /// Renders trees of about 2,000 and 8,000 parts, and prints each time and their ratio, then
  /// one past the renderer's depth limit and part budget.
  @MainActor
  static func run(_ results: BenchmarkResults) async {
    let renderer = TextRenderer()
    let small = Tree.shared(depth: 10)
    let large = Tree.shared(depth: 12)
    let smallTime = await results.measure("render: a value of 2,047 shared parts") {
      guard !renderer.render(small).contains("…") else { throw StepFailure("the budget cut it") }
    }
    let largeTime = await results.measure("render: a value of 8,191 shared parts") {
      guard !renderer.render(large).contains("…") else { throw StepFailure("the budget cut it") }
    }
    if let smallTime, let largeTime {
      results.note("render: 4× the shared parts take \(ratio(largeTime, smallTime))× the time")
    }
    // Past the depth limit and the budget: the first 10,000 parts of 2^101, 64 levels deep.
    let deep = Tree.shared(depth: 100)
    await results.measure("render: the first 10,000 parts of a value 64 levels deep") {
      guard renderer.render(deep).contains("…") else {
        throw StepFailure("the budget did not cut it")
      }
    }
  }
}
