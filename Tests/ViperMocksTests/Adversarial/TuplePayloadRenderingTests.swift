import Foundation
import Testing
import ViperTesting

/// An enum case reads as a Swift developer writes it, a tuple it holds as one value included.
///
/// A case's associated values show inside its parentheses, and a tuple that is one value keeps
/// parentheses of its own, wherever the runtime keeps the difference. The runtime stores
/// `case two(Int, String)` and `case value((Int, String))` alike (the same payload type, layout
/// and field record), so that pair reads alike, as Swift's own `print` writes it: the tests pin
/// that limit next to its escape hatch.
@Suite struct TuplePayloadRenderingTests {
  private struct Oops: Error {}

  private enum Shape {
    case two(Int, String)
    case point(x: Int, y: Int)
    case one(x: Int)
    case value((Int, String))
    case labeled((x: Int, y: Int))
    case unit(())
    case void(Void)
    case trailingUnit(Int, ())
    case inner((Int, Int), Int)
    case nested(((Int, Int), Int))
    case maybe((Int, String)?)
    case maybeWithCount((Int, Int)?, Int)
    case list([(Int, Int)])
    case table([String: (Int, Int)])
    case anything(Any)
    case sendable(any Sendable)
    case optionalAnything(Any?)
    case named(pair: (Int, Int))
    case empty
  }

  private indirect enum Tree {
    case leaf((Int, Int))
    case node(Tree, (Int, Int))
    case anything(Any)
    case unit(())
  }

  private enum Box<Wrapped> {
    case some(Wrapped)
    case none
  }

  /// The escape hatch for a case declared with one tuple: the type says how it reads.
  private enum Move: TranscriptRepresentable {
    case to((x: Int, y: Int))

    var transcriptDescription: String {
      switch self {
      case .to(let target): ".to(\(TextRenderer().render(target)))"
      }
    }
  }

  private struct Pair {
    let value: (Int, Int)
    let nothing: ()
  }

  private final class Token {}

  /// Payloads as wide as the safe path takes apart with a cast, and one wider.
  private enum Wide {
    case eight(Int, Int, Int, Int, Int, Int, Int, Int)
    case nine(Int, Int, Int, Int, Int, Int, Int, Int, Int)
    case mixed(Int?, Any, any Error, Token, Int??)
  }

  private let renderer = TextRenderer()

  @Test func `several associated values read as written: .two(1, "a")`() {
    #expect(renderer.render(Shape.two(1, "a")) == #".two(1, "a")"#)
  }

  @Test func `labeled associated values read as written: .point(x: 1, y: 2) and .one(x: 1)`() {
    #expect(renderer.render(Shape.point(x: 1, y: 2)) == ".point(x: 1, y: 2)")
    #expect(renderer.render(Shape.one(x: 1)) == ".one(x: 1)")
    #expect(renderer.render(Shape.named(pair: (1, 2))) == ".named(pair: (1, 2))")
  }

  @Test func `a Void payload keeps its own parentheses: .unit(()), never .unit()`() {
    #expect(renderer.render(Shape.unit(())) == ".unit(())")
    #expect(renderer.render(Shape.void(())) == ".void(())")
    #expect(renderer.render(Shape.trailingUnit(1, ())) == ".trailingUnit(1, ())")
    #expect(renderer.render(Tree.unit(())) == ".unit(())")
  }

  @Test func `tuples among the associated values keep theirs: .inner((1, 2), 3)`() {
    #expect(renderer.render(Shape.inner((1, 2), 3)) == ".inner((1, 2), 3)")
    #expect(renderer.render(Shape.maybeWithCount((1, 2), 3)) == ".maybeWithCount((1, 2), 3)")
    #expect(renderer.render(Shape.maybeWithCount(nil, 3)) == ".maybeWithCount(nil, 3)")
  }

  @Test func `an optional tuple is one value, shown as the tuple: .maybe((1, "a"))`() {
    #expect(renderer.render(Shape.maybe((1, "a"))) == #".maybe((1, "a"))"#)
    #expect(renderer.render(Shape.maybe(nil)) == ".maybe(nil)")
  }

  @Test func `tuples inside arrays and dictionaries keep theirs: .list([(1, 2)])`() {
    #expect(renderer.render(Shape.list([(1, 2), (3, 4)])) == ".list([(1, 2), (3, 4)])")
    #expect(renderer.render(Shape.table(["a": (1, 2)])) == #".table(["a": (1, 2)])"#)
  }

  @Test func `a tuple held as Any or any Sendable is one value: .anything((1, "a"))`() {
    #expect(renderer.render(Shape.anything((1, "a"))) == #".anything((1, "a"))"#)
    #expect(renderer.render(Shape.anything((x: 1, y: 2))) == ".anything((x: 1, y: 2))")
    #expect(renderer.render(Shape.anything(())) == ".anything(())")
    #expect(renderer.render(Shape.sendable((1, 2))) == ".sendable((1, 2))")
    #expect(renderer.render(Shape.optionalAnything((1, 2))) == ".optionalAnything((1, 2))")
    #expect(renderer.render(Shape.anything(3)) == ".anything(3)")
  }

  @Test func `a tuple held as Any can never pass for two values`() {
    #expect(renderer.render(Shape.anything((1, "a"))) != renderer.render(Shape.two(1, "a")))
    #expect(renderer.render(Shape.anything((1, "a"))) != #".anything(1, "a")"#)
  }

  @Test func `an indirect case holding Any keeps the tuple's: .anything((1, 2))`() {
    #expect(renderer.render(Tree.anything((1, 2))) == ".anything((1, 2))")
    #expect(renderer.render(Tree.node(.leaf((1, 2)), (3, 4))) == ".node(.leaf(1, 2), (3, 4))")
  }

  @Test func `a Result holding a tuple keeps its parentheses: .success((1, 2))`() {
    #expect(renderer.render(Result<(Int, Int), Never>.success((1, 2))) == ".success((1, 2))")
    #expect(
      renderer.render(Result<(x: Int, y: String), Oops>.success((x: 1, y: "a")))
        == #".success((x: 1, y: "a"))"#
    )
    #expect(renderer.render(Result<Void, Oops>.success(())) == ".success(())")
    #expect(renderer.render(Result<(Int, Int), Oops>.failure(Oops())) == ".failure(Oops())")
  }

  @Test func `an optional tuple reads as the tuple: (1, 2), nil and Optional(nil)`() {
    #expect(renderer.render(Optional((1, 2)) as Any) == "(1, 2)")
    #expect(renderer.render(Optional<(Int, Int)>.none as Any) == "nil")
    #expect(renderer.render(Optional<(Int, Int)?>.some(nil) as Any) == "Optional(nil)")
    #expect(renderer.render([(1, 2), nil] as [(Int, Int)?]) == "[(1, 2), nil]")
  }

  @Test func `nested tuples keep every level: ((1, 2), 3) and (x: (1, 2), y: ())`() {
    #expect(renderer.render(((1, 2), 3)) == "((1, 2), 3)")
    #expect(renderer.render((x: (1, 2), y: ())) == "(x: (1, 2), y: ())")
    #expect(renderer.render(Pair(value: (1, 2), nothing: ())) == "Pair(value: (1, 2), nothing: ())")
    #expect(renderer.render(()) == "()")
  }

  @Test func `a wide tuple payload breaks over lines inside its own parentheses`() {
    let narrow = TextRenderer(width: 24)

    #expect(
      narrow.render(Shape.anything(("a long first", "a long second")))
        == """
        .anything(
          (
            "a long first",
            "a long second",
          ),
        )
        """
    )
  }

  /// The limit: the runtime keeps one payload type, `(Int, String)`, for both declarations.
  @Test func `a case declared with one tuple, written .value((1, "a")), reads .value(1, "a")`() {
    #expect(renderer.render(Shape.value((1, "a"))) == #".value(1, "a")"#)
    #expect(renderer.render(Shape.labeled((x: 1, y: 2))) == ".labeled(x: 1, y: 2)")
    #expect(renderer.render(Shape.nested(((1, 2), 3))) == ".nested((1, 2), 3)")
    #expect(renderer.render(Tree.leaf((1, 2))) == ".leaf(1, 2)")
  }

  /// The same limit for a generic case: once bound, its parameter leaves no trace.
  @Test func `a generic case bound to a tuple, written .some((1, 2)), reads .some(1, 2)`() {
    #expect(renderer.render(Box<(Int, Int)>.some((1, 2))) == ".some(1, 2)")
    #expect(renderer.render(Box<(Int, Int)>.none) == ".none")
    #expect(renderer.render(Box<Any>.some((1, 2))) == ".some((1, 2))")
  }

  @Test func `the cases the runtime stores alike still read apart by their names`() {
    #expect(renderer.render(Shape.value((1, "a"))) != renderer.render(Shape.two(1, "a")))
    #expect(
      renderer.render(Shape.labeled((x: 1, y: 2))) != renderer.render(Shape.point(x: 1, y: 2))
    )
  }

  @Test func `a type that chooses its text shows a tuple payload as written: .to((x: 1, y: 2))`() {
    #expect(renderer.render(Move.to((x: 1, y: 2))) == ".to((x: 1, y: 2))")
    let overridden = renderer.overriding(Box<(Int, Int)>.self) { box in
      switch box {
      case .some(let pair): ".some(\(TextRenderer().render(pair)))"
      case .none: ".none"
      }
    }
    #expect(overridden.render(Box<(Int, Int)>.some((1, 2))) == ".some((1, 2))")
  }

  @Test func `tuples of every width read as written, eight elements and nine`() {
    #expect(renderer.render(Wide.eight(1, 2, 3, 4, 5, 6, 7, 8)) == ".eight(1, 2, 3, 4, 5, 6, 7, 8)")
    #expect(
      renderer.render(Wide.nine(1, 2, 3, 4, 5, 6, 7, 8, 9)) == ".nine(1, 2, 3, 4, 5, 6, 7, 8, 9)"
    )
    #expect(renderer.render((1, 2, 3, 4, 5, 6, 7, 8)) == "(1, 2, 3, 4, 5, 6, 7, 8)")
    #expect(
      renderer.render((a: 1, 2, c: 3, 4, 5, 6, 7, 8, i: 9))
        == "(a: 1, 2, c: 3, 4, 5, 6, 7, 8, i: 9)"
    )
  }

  @Test func `associated values of every kind read as they do alone`() {
    let mixed = Wide.mixed(nil, (1, 2), Oops(), Token(), .some(nil))

    #expect(
      renderer.render(mixed) == ".mixed(nil, (1, 2), Oops(), Token(), Optional(nil))"
    )
    #expect(
      renderer.render(Wide.mixed(3, 4, Oops(), Token(), 5))
        == ".mixed(3, 4, Oops(), Token(), 5)"
    )
  }

  @Test func `a case without a payload is still bare: .empty`() {
    #expect(renderer.render(Shape.empty) == ".empty")
    #expect(renderer.render([Shape.empty, .unit(())]) == "[.empty, .unit(())]")
  }
}
