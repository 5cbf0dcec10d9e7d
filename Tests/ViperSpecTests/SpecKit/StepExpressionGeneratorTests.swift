import Testing
import ViperSpec

/// Snippets' phrases are written as Cucumber's expression generator writes them: these are the
/// readings of its Python reference (cucumber-expressions 20.1.0) for the same texts, which CI
/// also cross-checks on mutated texts (`.ci/check-cucumber.sh`).
@Suite struct StepExpressionGeneratorTests {
  private static let types =
    ParameterType.builtIn + [
      ParameterType(name: "color", regex: "red|blue") { $0 },
      ParameterType(name: "tone", regex: "red|dark red") { $0 },
    ]

  private func sources(_ text: String) -> [String] {
    StepExpressionGenerator.expressions(for: text, types: Self.types).map(\.source)
  }

  @Test(arguments: [
    (
      "I have 2 cucumbers and 1.5 tomato",
      ["I have {int} cucumbers and {float} tomato", "I have {float} cucumbers and {float} tomato"]
    ),
    ("I have 1 cuke", ["I have {int} cuke", "I have {float} cuke"]),
    ("a1 b 2", ["a1 b {int}", "a1 b {float}"]),
    ("I have a red ball", ["I have a {tone} ball", "I have a {color} ball"]),
    (#"say "hi" and a"b""#, [#"say {string} and a"b""#]),
    ("dark red car", ["{tone} car"]),
    ("+1 and -2", ["{float} and {int}", "{float} and {float}"]),
    ("it's 'quoted'", ["it's {string}"]),
    ("٣ apples", ["{int} apples", "{float} apples"]),
    ("", [""]),
    // Found by the cross-check: a joiner makes `/` one Character with it; it is escaped still.
    ("a\u{200D}/b", ["a\u{200D}\\/b"]),
    // And an escaped line separator inside quotes, which Python's `.` takes and ICU's did not.
    ("say 'a\\\u{2028}' now", ["say {string} now"]),
  ])
  func `writes the expressions Cucumber's generator writes`(text: String, expected: [String]) {
    #expect(sources(text) == expected)
  }

  @Test func `escapes every character Cucumber Expressions read as syntax`() {
    #expect(
      sources("1/2 (a) {b} \\")
        == [
          #"{int}\/{int} \(a\) \{b\} \\"#, #"{int}\/{float} \(a\) \{b\} \\"#,
          #"{float}\/{int} \(a\) \{b\} \\"#, #"{float}\/{float} \(a\) \{b\} \\"#,
        ]
    )
  }

  @Test func `names a type's second parameter with a number, as Swift identifiers`() {
    let isoDate = ParameterType(name: "ISO date", regex: #"\d{4}-\d{2}-\d{2}"#) { $0 }
    let numbers = StepExpressionGenerator.expressions(for: "from 1 to 2.5", types: Self.types)
    let dates = StepExpressionGenerator.expressions(
      for: "from 2024-01-02 to 2024-02-03",
      types: Self.types + [isoDate]
    )

    #expect(numbers[1].parameterNames == ["float", "float2"])
    #expect(numbers[0].valueTypeNames == ["Int", "Double"])
    #expect(dates.map(\.source) == ["from {ISO date} to {ISO date}"])
    #expect(dates[0].parameterNames == ["ISOdate", "ISOdate2"])
  }

  @Test func `writes at most 256 expressions, as Cucumber's generator does`() {
    let text = (1...9).map(String.init).joined(separator: " ")

    #expect(StepExpressionGenerator.expressions(for: text, types: Self.types).count == 256)
  }

  @Test func `a snippet takes a custom type's value and lists the other combinations after it`() {
    let snippets = StepSnippet.all(
      kind: .context,
      text: "a red ball",
      arguments: [],
      types: Self.types
    )

    #expect(snippets.count == 2)
    #expect(snippets[0].text.hasPrefix(#"steps.given("a {tone} ball") { (world, tone: String) in"#))
  }

  @Test func `a snippet's closure names each parameter once, whatever the types are named`() {
    let types =
      ParameterType.builtIn + [
        ParameterType(name: "world", regex: "earth") { $0 },
        ParameterType(name: "table", regex: "desk") { $0 },
        ParameterType(name: "int2", regex: "two") { $0 },
      ]
    let snippet = StepSnippet(
      kind: .context,
      text: "earth desk two 1 3",
      arguments: [.dataTable([["a"]])],
      types: types
    )

    #expect(
      snippet.text.contains(
        "(world, world2: String, table: String, int2: String, int: Int, int22: Int, table2: DataTable) in"
      )
    )
  }
}
