import Dispatch
import Foundation
import Testing
import ViperTesting

/// Two values a test must tell apart never render as the same text, and one value renders the
/// same on every run: otherwise a transcript passes when it should fail, or fails by luck.
@Suite struct DistinctRenderingTests {
  private static let renderer = TextRenderer()

  struct Rect {
    var width: Double
    var height: Double
  }

  struct Patch {
    var title: String??
  }

  final class Node: Hashable, @unchecked Sendable {
    static func == (left: Node, right: Node) -> Bool { left === right }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  final class Lazy {
    lazy var total: Int = 3
  }

  @Test func `an optional holding nil is not nil: a patch that clears is not one that leaves`() {
    let clears = Patch(title: .some(nil))
    let leaves = Patch(title: nil)

    #expect(Self.renderer.render(clears) == "Patch(title: Optional(nil))")
    #expect(Self.renderer.render(leaves) == "Patch(title: nil)")
    #expect(Self.renderer.render(Int??.some(nil) as Any) == "Optional(nil)")
    #expect(Self.renderer.render(Int??.some(3) as Any) == "3")
  }

  @Test func `key paths render as Swift writes them`() {
    #expect(Self.renderer.render(\Rect.width) == #"\Rect.width"#)
    #expect(Self.renderer.render(\Rect.height) == #"\Rect.height"#)
    let partial: PartialKeyPath<Rect> = \Rect.height
    #expect(Self.renderer.render(partial) == #"\Rect.height"#)
  }

  @Test func `a dictionary whose keys render alike is ordered by its values`() {
    let first = Node()
    let second = Node()
    let nodes: [Node: Int] = [first: 1, second: 2]
    let numbers: [Double: Int] = [.nan: 3, -.nan: 1]

    #expect(Self.renderer.render(nodes) == "[Node(): 1, Node(): 2]")
    #expect(Self.renderer.render(numbers) == "[nan: 1, nan: 3]")
  }

  @Test func `attributed strings show their attributes`() {
    let red = NSAttributedString(string: "Hi", attributes: [.init("color"): "red"])
    let green = NSAttributedString(string: "Hi", attributes: [.init("color"): "green"])

    #expect(Self.renderer.render(red) == #"NSAttributedString("Hi", 0..<2: ["color": "red"])"#)
    #expect(Self.renderer.render(red) != Self.renderer.render(green))
  }

  @Test func `character sets show their members`() {
    #expect(
      Self.renderer.render(CharacterSet(charactersIn: "abcx"))
        == #"CharacterSet(4 scalars: "a"…"c", "x")"#
    )
    #expect(
      Self.renderer.render(CharacterSet.letters)
        != Self.renderer.render(CharacterSet.decimalDigits)
    )
    #expect(Self.renderer.render(CharacterSet.decimalDigits).hasPrefix(#"CharacterSet("#))
  }

  @Test func `queues and threads show what tells them apart, never an address`() {
    #expect(Self.renderer.render(DispatchQueue(label: "a")) == #"DispatchQueue(label: "a")"#)
    let operations = OperationQueue()
    #expect(Self.renderer.render(operations) == "OperationQueue(name: nil)")
    operations.name = "uploads"
    #expect(Self.renderer.render(operations) == #"OperationQueue(name: "uploads")"#)
    #expect(Self.renderer.render(Thread {}) == "Thread()")
  }

  @Test func `calendars show their settings, not their storage`() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? .gmt
    calendar.locale = Locale(identifier: "ja_JP")

    #expect(
      Self.renderer.render(calendar)
        == "Calendar(gregorian, timeZone: Asia/Tokyo, locale: ja_JP, firstWeekday: 1, "
        + "minimumDaysInFirstWeek: 1)"
    )
  }

  @Test func `data that differs after the preview still renders differently`() {
    let first = Data(repeating: 0, count: 40)
    var second = first
    second[30] = 1

    #expect(Self.renderer.render(first) != Self.renderer.render(second))
    #expect(Self.renderer.render(Data([1, 2, 3])) == "Data(3 bytes: 01 02 03)")
  }

  @Test func `a lazy property renders under its own name`() {
    let lazy = Lazy()
    _ = lazy.total

    #expect(Self.renderer.render(lazy) == "Lazy(total: 3)")
  }

  struct Indexed {
    var values = [1, 2]
  }

  indirect enum Tree {
    case leaf
    case node(Tree, Tree)
  }

  /// Found by a reviewer: a subscript's key path showed an address that changes every run.
  @Test func `a key path with a subscript shows no address`() {
    let text = Self.renderer.render(\Indexed.values[0])

    #expect(!text.contains("0x"))
    #expect(text.hasPrefix(#"\Indexed.values"#))
  }

  @Test func `an empty dictionary is not an empty array`() {
    #expect(Self.renderer.render([String: Int]()) == "[:]")
    #expect(Self.renderer.render([Int]()) == "[]")
  }

  /// Found by a reviewer: a tree whose nodes share their subtrees doubles at each level.
  @Test func `a value that shares its parts stops at a budget, with the marker`() {
    var tree = Tree.leaf
    for _ in 0..<100 { tree = .node(tree, tree) }

    let text = Self.renderer.render(tree)

    #expect(text.contains("…"))
    #expect(text.utf8.count < 5_000_000)
  }
}
