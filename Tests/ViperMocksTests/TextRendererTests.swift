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
  }
}
