import Foundation
import Testing
import ViperMocks

/// A collection of millions renders in bounded time, and a set, a dictionary or a view of one
/// renders the same on every run; neither stops the process, whatever the collection.
///
/// Found by a docs-only attack: a `Set` of 2,000,000 took 35 s and ten million characters,
/// `AnyCollection(set)` and `dictionary.lazy.map` listed their elements in the hash order, which
/// changes from process to process, and `Unicode.UTF8.encode("é")` stopped the process when
/// its elements were sliced. CI runs this suite on both runtime paths.
@Suite struct LargeAndUnorderedCollectionsTests {
  let renderer = TextRenderer(width: 400)

  @Test func `an array of millions shows its first parts and one marker for the rest`() {
    let text = renderer.render(Array(0..<3_000_000))

    #expect(text.hasPrefix("[\n  0,\n  1,"))
    #expect(text.hasSuffix("  …,\n]"))
    #expect(text.count(where: { $0 == "…" }) == 1)
    #expect(text.count(where: { $0 == "\n" }) <= 10_003)
  }

  @Test func `a set or a dictionary too large to sort shows its count alone`() {
    let set = renderer.render(Set(0..<20_000))
    let dictionary = renderer.render(
      Dictionary(uniqueKeysWithValues: (0..<20_000).map { ($0, $0) })
    )
    let keys = renderer.render(Dictionary(uniqueKeysWithValues: (0..<20_000).map { ($0, $0) }).keys)

    #expect(set == "Set([… 20000 elements])")
    #expect(dictionary == "[… 20000 elements]")
    #expect(keys == "Dictionary<Int, Int>.Keys([… 20000 elements])")
  }

  @Test func `a set small enough to sort shows every element`() {
    #expect(renderer.render(Set(0..<3)) == "Set([0, 1, 2])")
  }

  @Test func `views of a set or a dictionary list their elements sorted`() {
    let set: Set = ["b", "a", "c"]
    let dictionary = ["b": 1, "a": 2]

    #expect(renderer.render(AnyCollection(set)) == #"AnyCollection<String>(["a", "b", "c"])"#)
    #expect(
      renderer.render(dictionary.lazy.map(\.key))
        == #"LazyMapSequence<Dictionary<String, Int>, String>(["a", "b"])"#
    )
    #expect(renderer.render(set.dropFirst(0)) == #"Slice<Set<String>>(["a", "b", "c"])"#)
    #expect(
      renderer.render([set].joined()) == #"FlattenSequence<Array<Set<String>>>(["a", "b", "c"])"#
    )
  }

  @Test func `a view of an array keeps the array's order`() {
    #expect(renderer.render(["b", "a"].lazy.map { $0 }).hasSuffix(#"(["b", "a"])"#))
  }

  @Test func `an encoded scalar renders by its public name, without stopping the process`() {
    var bytes = "é".utf8.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()

    #expect(
      renderer.render(Unicode.UTF8.encode("é") as Any) == "Unicode.UTF8.EncodedScalar([195, 169])"
    )
    #expect(
      renderer.render(Unicode.UTF16.encode("é") as Any) == "Unicode.UTF16.EncodedScalar([233])"
    )
    #expect(
      renderer.render(parser.parseScalar(from: &bytes))
        == ".valid(Unicode.UTF8.EncodedScalar([195, 169]))"
    )
  }
}
