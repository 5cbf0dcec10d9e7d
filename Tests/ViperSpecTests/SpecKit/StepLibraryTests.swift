import Testing
import ViperSpec

@Suite struct StepLibraryTests {
  final class World {}

  @MainActor final class Log {
    var lines: [String] = []
  }

  private func library() -> StepLibrary<World> {
    var steps = StepLibrary<World> { World() }
    steps.given("a counter at {int}") { (_, _: Int) in }
    steps.when("the user taps {int} time(s)") { (_, _: Int) in }
    steps.then("the counter shows {int}") { (_, _: Int) in }
    steps.then("the counter shows {word}") { (_, _: String) in }
    return steps
  }

  @Test func `matches a step to its one definition with the captured text`() {
    let steps = library()

    let match = steps.match("the user taps 3 times")

    guard case .matched(let definition, let captured) = match else {
      Issue.record("Expected a match, got \(match)")
      return
    }
    #expect(definition.source == "the user taps {int} time(s)")
    #expect(captured == ["3"])
  }

  @Test func `reports the closest phrases for an undefined step`() {
    let steps = library()

    let match = steps.match("the user tapped twice")

    guard case .undefined(let closest) = match else {
      Issue.record("Expected no match, got \(match)")
      return
    }
    #expect(closest.first == "the user taps {int} time(s)")
    #expect(closest.count == 3)
  }

  @Test func `reports every definition of an ambiguous step`() {
    let steps = library()

    let match = steps.match("the counter shows 5")

    guard case .ambiguous(let definitions) = match else {
      Issue.record("Expected an ambiguous match, got \(match)")
      return
    }
    #expect(definitions.map(\.source) == ["the counter shows {int}", "the counter shows {word}"])
  }

  @Test func `keeps a phrase that does not compile as an invalid definition`() {
    var steps = StepLibrary<World> { World() }

    steps.given(
      "a {int counter",
      fileID: "Shop/Steps.swift",
      filePath: "/shop/Mocks/Steps.swift",
      line: 7
    ) { (_, _: String) in }

    #expect(
      steps.invalidDefinitions == [
        """
        /shop/Mocks/Steps.swift:7: Invalid step phrase 'a {int counter': This Cucumber Expression has a problem at column 3:

        a {int counter
          ^
        The '{' does not have a matching '}'.
        If you did not intend to use a parameter you can use '\\{' to escape the a parameter
        """
      ]
    )
  }

  @Test func `reports a phrase with an unknown parameter type apart, as Cucumber does`() {
    var steps = StepLibrary<World> { World() }

    steps.given("a {color} counter", filePath: "/shop/Mocks/Steps.swift", line: 7) {
      (_, _: String) in
    }

    #expect(steps.invalidDefinitions.isEmpty)
    #expect(
      steps.undefinedParameterTypes == [
        UndefinedParameterType(
          name: "color",
          expression: "a {color} counter",
          location: "/shop/Mocks/Steps.swift:7"
        )
      ]
    )
  }

  @Test func `finds a step among 500 definitions that share their first words`() {
    var steps = StepLibrary<World> { World() }
    for number in 0..<500 {
      steps.given("the list number \(number) has {int} item(s)") { (_, _: Int) in }
    }

    let match = steps.match("the list number 321 has 4 items")

    guard case .matched(let definition, let captured) = match else {
      Issue.record("Expected a match, got \(match)")
      return
    }
    #expect(definition.source == "the list number 321 has {int} item(s)")
    #expect(captured == ["4"])
  }

  @Test func `includes the definitions of another library`() {
    var steps = library()
    var other = StepLibrary<World> { World() }
    other.given("another step") { _ in }

    steps.include(other)

    #expect(steps.definitions.count == 5)
    if case .matched = steps.match("another step") {
    } else {
      Issue.record("Expected the included step to match")
    }
  }

  @MainActor
  private func run(
    _ steps: StepLibrary<Log>,
    _ text: String,
    values: [any Sendable],
    dataTable: DataTable? = nil,
    docString: String? = nil
  ) async throws -> Log {
    let log = Log()
    guard case .matched(let definition, let captured) = steps.match(text),
      case .action(let body) = definition.kind
    else {
      Issue.record("Expected '\(text)' to match one action")
      return log
    }
    let arguments = StepArguments(
      text: text,
      captured: captured,
      values: values,
      dataTable: dataTable,
      docString: docString
    )
    try await body(log, arguments)
    return log
  }

  @Test @MainActor func `gives a step's closure the phrase's values as typed parameters`()
    async throws
  {
    var steps = StepLibrary<Log> { Log() }
    steps.when("the user types {string} and waits {int} seconds") {
      (log, title: String, seconds: Int) in log.lines.append("\(title) for \(seconds)")
    }

    let log = try await run(
      steps,
      "the user types \"Milk\" and waits 3 seconds",
      values: ["Milk", 3]
    )

    #expect(log.lines == ["Milk for 3"])
  }

  @Test @MainActor func `gives a step its table and its block as the last parameter`() async throws
  {
    var steps = StepLibrary<Log> { Log() }
    steps.given("the rows") { (log, table: DataTable) in
      log.lines.append("\(table.rows.count) rows")
    }
    steps.given("the note for {word}") { (log, name: String, note: DocString) in
      log.lines.append("\(name): \(note.content)")
    }

    let rows = try await run(
      steps,
      "the rows",
      values: [],
      dataTable: DataTable(rows: [["a"], ["b"]])
    )
    let note = try await run(steps, "the note for Ann", values: ["Ann"], docString: "hello")

    #expect(rows.lines == ["2 rows"])
    #expect(note.lines == ["Ann: hello"])
  }

  @Test func `names a step whose closure does not take what its phrase gives`() {
    var steps = StepLibrary<Log> { Log() }

    steps.when(
      "the user waits {int} seconds",
      fileID: "Shop/Steps.swift",
      filePath: "/shop/Mocks/Steps.swift",
      line: 9
    ) {
      (_, _: String) in
    }
    steps.when(
      "the user taps",
      fileID: "Shop/Steps.swift",
      filePath: "/shop/Mocks/Steps.swift",
      line: 12
    ) { (_, _: Int) in }

    #expect(
      steps.invalidDefinitions == [
        "/shop/Mocks/Steps.swift:9: Invalid step phrase 'the user waits {int} seconds': its closure's parameter 1 is String, but {int} gives Int. To fix, give the closure the parameters (world, Int), then a DataTable, a DocString or both if the step has them.",
        "/shop/Mocks/Steps.swift:12: Invalid step phrase 'the user taps': its closure takes (Int) after the world, but the phrase gives (). To fix, give the closure the parameters (world), then a DataTable, a DocString or both if the step has them.",
      ]
    )
  }

  @Test func `a phrase written as a regular expression is refused with the fix`() {
    var steps = StepLibrary<World> { World() }

    steps.given(
      #"^I have (\d+) cukes$"#,
      fileID: "Shop/Steps.swift",
      filePath: "/shop/Steps.swift",
      line: 4
    ) {
      _ in
    }
    steps.then("the total is $", fileID: "Shop/Steps.swift", filePath: "/shop/Steps.swift", line: 5)
    {
      _ in
    }

    #expect(steps.invalidDefinitions.count == 2)
    #expect(
      steps.invalidDefinitions.first?.hasPrefix(
        #"/shop/Steps.swift:4: Invalid step phrase '^I have (\d+) cukes$': it starts with ^ or ends with $"#
      ) == true
    )
    #expect(steps.invalidDefinitions.first?.contains("'I have {int} cukes'") == true)
  }
}
