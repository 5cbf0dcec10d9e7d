import Foundation
import Testing
import ViperTesting

/// Enums are read from the runtime's description of their cases rather than through `Mirror`,
/// so every shape of enum the compiler lays out differently is pinned here, text for text.
@Suite struct TextRendererEnumTests {
  private struct Item {
    let title: String
    let count: Int
    let note: String?
  }

  private struct Oops: Error {
    let code: Int
  }

  private struct Report {
    let error: any Error
    let detail: Any
  }

  private class Animal {
    let name: String
    init(name: String) { self.name = name }
  }

  private final class Dog: Animal {
    let tricks = 2
  }

  /// Several payload cases and one without: a multi-payload layout.
  private enum Shape {
    case empty
    case point(x: Int, y: Int)
    case pair(Int, String)
    case named(String)
    case wide(Item)
    case maybe(Int?)
    case labeled(count: Int)
    case unit(Void)
  }

  /// One payload case whose spare bits hold the others: a single-payload layout.
  private enum Slot {
    case filled(String)
    case open
    case closed
  }

  private enum Either<Left, Right> {
    case left(Left)
    case right(Right)
  }

  private indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
  }

  private enum Holder {
    case animal(Animal)
    case anything(Any)
    case failure(any Error)
    case action(@Sendable () -> Void)
    case nothing
  }

  private enum Mood: CustomStringConvertible {
    case calm
    case busy(Int)
    var description: String { "Mood" }
  }

  private enum Tag: String {
    case urgent = "URGENT"
    case later
  }

  /// Rendered only by the concurrent test, so that its cases are first seen by many tasks at once.
  private enum Signal: Sendable {
    case ping(Int)
    case pong(String, Int)
    case idle
  }

  private let renderer = TextRenderer()

  @Test func `renders every case of a multi-payload enum`() {
    #expect(renderer.render(Shape.empty) == ".empty")
    #expect(renderer.render(Shape.point(x: 1, y: -2)) == ".point(x: 1, y: -2)")
    #expect(renderer.render(Shape.pair(3, "c")) == #".pair(3, "c")"#)
    #expect(renderer.render(Shape.named("n")) == #".named("n")"#)
    #expect(
      renderer.render(Shape.wide(Item(title: "t", count: 4, note: "a note")))
        == #".wide(Item(title: "t", count: 4, note: "a note"))"#
    )
    #expect(renderer.render(Shape.maybe(nil)) == ".maybe(nil)")
    #expect(renderer.render(Shape.maybe(5)) == ".maybe(5)")
    #expect(renderer.render(Shape.labeled(count: 6)) == ".labeled(count: 6)")
    #expect(renderer.render(Shape.unit(())) == ".unit(())")
  }

  @Test func `renders a single-payload enum and its empty cases`() {
    #expect(renderer.render(Slot.filled("x")) == #".filled("x")"#)
    #expect(renderer.render(Slot.open) == ".open")
    #expect(renderer.render(Slot.closed) == ".closed")
    #expect(
      renderer.render([Slot.closed, .filled(""), .open]) == #"[.closed, .filled(""), .open]"#
    )
  }

  @Test func `renders generic and raw-value enums`() {
    #expect(renderer.render(Either<[Int], String?>.left([1, 2])) == ".left([1, 2])")
    #expect(renderer.render(Either<[Int], String?>.right("r")) == #".right("r")"#)
    #expect(renderer.render(Either<[Int], String?>.right(nil)) == ".right(nil)")
    #expect(
      renderer.render(Either<Shape, Slot>.left(.point(x: 0, y: 9))) == ".left(.point(x: 0, y: 9))"
    )
    #expect(renderer.render(Either<Shape, Slot>.right(.open)) == ".right(.open)")
    #expect(renderer.render(Tag.urgent) == ".urgent")
    #expect(renderer.render(Tag.later) == ".later")
  }

  @Test func `renders indirect cases`() {
    let tree = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))

    #expect(renderer.render(tree) == ".node(.leaf(1), .node(.leaf(2), .leaf(3)))")
  }

  @Test func `renders payloads of class, existential and function type`() {
    #expect(renderer.render(Holder.animal(Animal(name: "Cat"))) == #".animal(Animal(name: "Cat"))"#)
    #expect(
      renderer.render(Holder.animal(Dog(name: "Rex"))) == #".animal(Dog(name: "Rex", tricks: 2))"#
    )
    #expect(renderer.render(Holder.anything(7)) == ".anything(7)")
    #expect(renderer.render(Holder.anything(Slot.open)) == ".anything(.open)")
    #expect(
      renderer.render(Holder.anything(Item(title: "t", count: 1, note: nil)))
        == #".anything(Item(title: "t", count: 1, note: nil))"#
    )
    #expect(renderer.render(Holder.failure(Oops(code: 3))) == ".failure(Oops(code: 3))")
    #expect(renderer.render(Holder.action {}) == ".action((Function))")
    #expect(renderer.render(Holder.nothing) == ".nothing")
  }

  @Test func `renders structs held in existential properties`() {
    let report = Report(error: Oops(code: 5), detail: Item(title: "d", count: 2, note: "n"))

    #expect(
      renderer.render(report)
        == #"Report(error: Oops(code: 5), detail: Item(title: "d", count: 2, note: "n"))"#
    )
  }

  @Test func `keeps an enum's own description for its cases without a payload`() {
    #expect(renderer.render(Mood.calm) == ".Mood")
    #expect(renderer.render(Mood.busy(2)) == ".busy(2)")
  }

  @Test func `renders enums from other modules`() {
    #expect(renderer.render(FloatingPointSign.minus) == ".minus")
    #expect(renderer.render(Result<Int, Oops>.failure(Oops(code: 1))) == ".failure(Oops(code: 1))")
    #expect(renderer.render(Result<Int, any Error>.success(2)) == ".success(2)")
  }

  @Test func `breaks a wide enum payload over lines`() {
    let narrow = TextRenderer(width: 24)

    #expect(
      narrow.render(Shape.wide(Item(title: "a long title", count: 1, note: nil)))
        == """
        .wide(
          Item(
            title: "a long title",
            count: 1,
            note: nil,
          ),
        )
        """
    )
    #expect(
      narrow.render(Shape.point(x: 1_000_000_000, y: 2_000_000_000))
        == """
        .point(
          x: 1000000000,
          y: 2000000000,
        )
        """
    )
  }

  @Test func `tells the cases of one enum apart value by value`() {
    for number in 0..<200 {
      let value: Shape = number.isMultiple(of: 2) ? .pair(number, "n") : .maybe(number)
      let expected = number.isMultiple(of: 2) ? ".pair(\(number), \"n\")" : ".maybe(\(number))"
      #expect(renderer.render(value) == expected)
    }
  }

  @Test func `renders one enum from many tasks at once`() async {
    let renderer = self.renderer
    let texts = await withTaskGroup(of: [String].self) { group in
      for task in 0..<8 {
        group.addTask {
          (0..<100).map { number in
            let value: Signal =
              switch (task + number) % 3 {
              case 0: .ping(number)
              case 1: .pong("p", number)
              default: .idle
              }
            return renderer.render(value)
          }
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }

    let expected = (0..<100).flatMap { [".ping(\($0))", ".pong(\"p\", \($0))"] } + [".idle"]
    #expect(texts.count == 800)
    #expect(Set(texts) == Set(expected))
  }
}
