import Foundation
import Testing
import ViperTesting

@Suite struct TextRendererTests {
  private struct Item {
    let title: String
    let count: Int
    let note: String?
  }

  private enum Event {
    case opened
    case saved(id: Int, title: String)
    case failed(String)
  }

  private final class Node {
    var next: Node?
  }

  private struct Pair<First, Second> {
    let first: First
    let second: Second
  }

  private struct Empty {}

  private enum Shelf {
    struct Item {
      let id: Int
    }
  }

  private enum Basket {
    struct Item {
      let id: Int
    }
  }

  private struct Owned {
    weak var owner: Node?
    unowned let keeper: Node
    let name: String
  }

  private struct Reported: CustomReflectable {
    let secret: String
    var customMirror: Mirror { Mirror(self, children: ["shown": 1]) }
  }

  private struct Money: TranscriptRepresentable {
    let cents: Int
    var transcriptDescription: String { "$\(cents / 100).\(cents % 100)" }
  }

  private let renderer = TextRenderer()

  @Test func `renders a struct with labels and quoted strings`() {
    let text = renderer.render(Item(title: "Milk \"fresh\"", count: 2, note: nil))

    #expect(text == #"Item(title: "Milk \"fresh\"", count: 2, note: nil)"#)
  }

  @Test func `renders an optional as its value`() {
    #expect(renderer.render(Optional("x") as Any) == #""x""#)
    #expect(renderer.render(Optional(3) as Any) == "3")
    #expect(renderer.render(Optional(Optional(true)) as Any) == "true")
  }

  @Test func `renders enums with and without payloads`() {
    #expect(renderer.render(Event.opened) == ".opened")
    #expect(renderer.render(Event.saved(id: 1, title: "a")) == #".saved(id: 1, title: "a")"#)
    #expect(renderer.render(Event.failed("no")) == #".failed("no")"#)
  }

  @Test func `sorts dictionaries and sets by their rendered elements`() {
    #expect(renderer.render(["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
    #expect(renderer.render(Set([3, 1, 2])) == "Set([1, 2, 3])")
  }

  @Test func `renders dates as ISO 8601 in the chosen time zone`() throws {
    let date = Date(timeIntervalSince1970: 1_400_673_600.25)
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))

    #expect(renderer.render(date) == "2014-05-21T12:00:00.250Z")
    #expect(TextRenderer(timeZone: tokyo).render(date) == "2014-05-21T21:00:00.250+09:00")
  }

  @Test func `breaks a wide value over indented lines`() {
    let narrow = TextRenderer(width: 30)

    let text = narrow.render([Item(title: "Buy milk", count: 1, note: "two litres")])

    #expect(
      text == """
        [
          Item(
            title: "Buy milk",
            count: 1,
            note: "two litres",
          ),
        ]
        """
    )
  }

  @Test func `escapes newlines and tabs inside strings`() {
    #expect(renderer.render("a\nb\tc") == #""a\nb\tc""#)
    #expect(renderer.render("a\r\nb") == #""a\r\nb""#)
    #expect(renderer.render("\"\u{301}") == #""\"\#u{301}""#)
  }

  @Test func `uses a type's own transcript text`() {
    #expect(renderer.render([Money(cents: 1050)]) == "[$10.50]")
  }

  @Test func `uses an override for a type`() {
    let custom = renderer.overriding(Int.self) { "#\($0)" }

    #expect(
      custom.render(Item(title: "a", count: 7, note: nil))
        == #"Item(title: "a", count: #7, note: nil)"#
    )
  }

  @Test func `marks a reference cycle instead of looping`() {
    let node = Node()
    node.next = node

    #expect(renderer.render(node) == "Node(next: Node(↩︎))")
    node.next = nil
  }

  /// A reviewer's two different cycles, a loop back two objects up and one back to the nearest
  /// object, read alike when every back-reference was `↩︎`.
  @Test func `says how far up a reference cycle points`() {
    let (first, second) = (Node(), Node())
    first.next = second
    second.next = first
    let (head, tail) = (Node(), Node())
    head.next = tail
    tail.next = tail

    #expect(renderer.render(first) == "Node(next: Node(next: Node(↩︎ 2 up)))")
    #expect(renderer.render(head) == "Node(next: Node(next: Node(↩︎)))")
    (first.next, tail.next) = (nil, nil)
  }

  /// Two types that share a name in different scopes are told apart by their scopes, wherever
  /// both appear in one value.
  @Test func `qualifies a type name only where another type shares it`() {
    #expect(renderer.render(Shelf.Item(id: 1)) == "Item(id: 1)")
    #expect(
      renderer.render([Shelf.Item(id: 1), Basket.Item(id: 1)] as [Any])
        == "[Shelf.Item(id: 1), Basket.Item(id: 1)]"
    )
  }

  @Test func `renders tuples with and without labels`() {
    #expect(renderer.render((x: 1, y: "a")) == #"(x: 1, y: "a")"#)
    #expect(renderer.render((1, "a")) == #"(1, "a")"#)
  }

  @Test func `renders generic, nested and empty structs`() {
    let pair = Pair(first: Item(title: "a", count: 1, note: "n"), second: [Empty()])

    #expect(
      renderer.render(pair)
        == #"Pair<Item, Array<Empty>>(first: Item(title: "a", count: 1, note: "n"), second: [Empty()])"#
    )
  }

  @Test func `reads weak and unowned fields through their references`() {
    let keeper = Node()
    var owned = Owned(owner: keeper, keeper: keeper, name: "x")

    #expect(
      renderer.render(owned)
        == #"Owned(owner: Node(next: nil), keeper: Node(next: nil), name: "x")"#
    )
    owned.owner = nil
    #expect(renderer.render(owned) == #"Owned(owner: nil, keeper: Node(next: nil), name: "x")"#)
  }

  @Test func `follows a type's custom mirror`() {
    #expect(renderer.render(Reported(secret: "s")) == "Reported(shown: 1)")
  }

  @Test func `renders nested optionals, arrays and enum payloads inside fields`() {
    let value = Pair(
      first: Optional(Optional(3)),
      second: [Event.saved(id: 2, title: "b"), .opened]
    )

    #expect(
      TextRenderer(width: 200).render(value)
        == #"Pair<Optional<Optional<Int>>, Array<Event>>(first: 3, second: [.saved(id: 2, title: "b"), .opened])"#
    )
  }
}
