import Testing
import ViperSpecCLI

/// A schema holds every mutant of a file behind its switch, sites inside sites written inside,
/// so that one build runs any mutant and, with none switched on, the original code.
@Suite struct SchemaWriterTests {
  private func site(
    _ text: String,
    in source: String,
    _ shape: MutationSite.Shape,
    id: Int,
    occurrence: Int = 0
  ) -> SchemaWriter.NumberedSite {
    let bytes = Array(source.utf8)
    let needle = Array(text.utf8)
    let starts = bytes.indices.filter { bytes[$0...].starts(with: needle) }
    let start = starts[occurrence]
    return .init(
      id: id,
      site: MutationSite(
        range: start..<start + needle.count,
        shape: shape,
        mutationOperator: .removeCall
      )
    )
  }

  private func schema(_ source: String, _ sites: [SchemaWriter.NumberedSite]) -> String {
    SchemaWriter.write(source: Array(source.utf8), sites: sites).text
  }

  @Test func `an operator mutant names an operator of its own`() {
    let source = "let ok = count < limit"

    #expect(
      schema(source, [site("<", in: source, .binaryOperator(replacement: "<="), id: 6)])
        == "let ok = count <\u{22C5}\u{2219} limit"
    )
  }

  @Test func `a choice keeps the original as the switch's other branch`() {
    let source = #"view.show("Hi")"#

    #expect(
      schema(source, [site(#""Hi""#, in: source, .choice(replacement: #""""#), id: 3)])
        == #"view.show((viperSpecMutantIsOn(3) ? "" : "Hi"))"#
    )
  }

  @Test func `a site inside a removed statement is written inside the removal`() {
    let source = #"view.show("Hi")"#
    let sites = [
      site(source, in: source, .removal, id: 1),
      site(#""Hi""#, in: source, .choice(replacement: #""""#), id: 2),
    ]

    #expect(
      schema(source, sites)
        == #"if !viperSpecMutantIsOn(1) { view.show((viperSpecMutantIsOn(2) ? "" : "Hi")) }"#
    )
  }

  @Test func `a statement made twice holds its removal both times`() {
    let source = "view.close()"
    let sites = [
      site(source, in: source, .duplication, id: 2),
      site(source, in: source, .removal, id: 1),
    ]

    #expect(
      schema(source, sites)
        == "if !viperSpecMutantIsOn(1) { view.close() }; if viperSpecMutantIsOn(2) { "
        + "if !viperSpecMutantIsOn(1) { view.close() } }"
    )
  }

  @Test func `two statements swapped keep what lies between them in the original order`() {
    let source = "a()\n  // then\n  b()"
    let first = site("a()", in: source, .removal, id: 1)
    let second = site("b()", in: source, .removal, id: 2)
    let swap = SchemaWriter.NumberedSite(
      id: 3,
      site: MutationSite(
        range: 0..<source.utf8.count,
        shape: .swap(first: first.site.range, second: second.site.range),
        mutationOperator: .swapPresenterCalls
      )
    )

    #expect(
      schema(source, [first, second, swap])
        == "if viperSpecMutantIsOn(3) { if !viperSpecMutantIsOn(2) { b() }; "
        + "if !viperSpecMutantIsOn(1) { a() } } else { if !viperSpecMutantIsOn(1) { a() }\n"
        + "  // then\n  if !viperSpecMutantIsOn(2) { b() } }"
    )
  }

  @Test func `a site that crosses another's end is left out, not written twice`() {
    let source = "a() + b()"
    let sites = [
      site("a() +", in: source, .negation, id: 1),
      site("+ b()", in: source, .negation, id: 2),
    ]

    #expect(schema(source, sites) == "((a() +) != viperSpecMutantIsOn(1)) b()")
  }

  @Test func `each site's place in the schema is kept, to read the compiler's errors`() {
    let source = "x(\"a\")"
    let written = SchemaWriter.write(
      source: Array(source.utf8),
      sites: [site("\"a\"", in: source, .choice(replacement: "\"\""), id: 4)]
    )
    let range = written.ranges[4]?.first ?? 0..<0
    let bytes = Array(written.text.utf8)

    #expect(
      String(decoding: bytes[range], as: UTF8.self) == "(viperSpecMutantIsOn(4) ? \"\" : \"a\")"
    )
  }

  @Test func `no site writes the source unchanged`() {
    let source = "let a = 1\n// ünïcode ✓\n"

    #expect(schema(source, []) == source)
  }
}
