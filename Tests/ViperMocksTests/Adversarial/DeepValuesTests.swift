import Foundation
import Testing
import ViperTesting

/// A value nested deeper than anyone reads renders its first levels and a marker, and never
/// overflows the stack, however deep it goes.
@Suite struct DeepValuesTests {
  final class Node {
    let next: Node?

    init(next: Node?) {
      self.next = next
    }
  }

  indirect enum Chain {
    case end
    case link(Chain)
  }

  struct Wrapper {
    let inner: [Wrapper]
  }

  private static func chain(of count: Int) -> Node? {
    var head: Node?
    for _ in 0..<count { head = Node(next: head) }
    return head
  }

  @Test func `a chain of 20,000 objects renders its first levels`() {
    let head = Self.chain(of: 20_000)

    let text = TextRenderer().render(head as Any)

    #expect(text.hasPrefix("Node("))
    #expect(text.contains("…"))
    #expect(text.components(separatedBy: "Node(").count - 1 == 64)
  }

  @Test func `an indirect enum 20,000 deep renders its first levels`() {
    var chain = Chain.end
    for _ in 0..<20_000 { chain = .link(chain) }

    let text = TextRenderer().render(chain)

    #expect(text.hasPrefix(".link("))
    #expect(text.contains("…"))
  }

  @Test func `nested arrays 20,000 deep render over lines too`() {
    var value = Wrapper(inner: [])
    for _ in 0..<20_000 { value = Wrapper(inner: [value]) }

    let text = TextRenderer(width: 40).render(value)

    #expect(text.hasPrefix("Wrapper(\n"))
    #expect(text.contains("…"))
  }

  @Test func `a chain shorter than the limit renders whole`() {
    let text = TextRenderer().render(Self.chain(of: 3) as Any)

    #expect(text == "Node(next: Node(next: Node(next: nil)))")
  }
}
