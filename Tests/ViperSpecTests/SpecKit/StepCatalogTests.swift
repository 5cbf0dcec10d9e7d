import Testing
import ViperSpec

@Suite struct StepCatalogTests {
  @Test @MainActor func `runs a scenario with the library that defines most of its steps`()
    async throws
  {
    var catalog = StepCatalog(CounterWorld.steps)
    catalog.add(JapaneseCounterWorld.steps)
    let text = "# language: ja\n機能: A\n  シナリオ: B\n    前提 カウンターが 1\n    ならば カウンターは 1 を表示する\n"
    let pickle = try SpecLoader.parse(text, path: "a.feature").pickles.element(at: 0)

    let result = await catalog.run(pickle, settings: RunSettings())

    #expect(result.status == .passed)
  }

  @Test @MainActor func `says when another library defines a step the chosen one lacks`()
    async throws
  {
    var catalog = StepCatalog(CounterWorld.steps)
    catalog.add(JapaneseCounterWorld.steps)
    let text = """
      # language: ja
      機能: A
        シナリオ: B
          前提 カウンターが 1
          もし ユーザーが 1 回タップする
          ならば the counter shows 2
      """
    let pickle = try SpecLoader.parse(text, path: "a.feature").pickles.element(at: 0)

    let result = await catalog.run(pickle, settings: RunSettings())

    #expect(result.steps.map(\.status) == [.passed, .passed, .undefined])
    #expect(
      result.failures.last?.message.contains(
        "Another use case's step library defines this phrase"
      ) == true
    )
  }

  @Test func `lists the phrases of every library`() {
    var catalog = StepCatalog(CounterWorld.steps)
    catalog.add(JapaneseCounterWorld.steps)

    #expect(catalog.glossary.count == 9)
    #expect(catalog.glossary.first?.phrase == "a counter at {int}")
    #expect(catalog.glossary.first?.parameterTypes == ["int"])
  }

  @Test func `lists custom parameter types in the order they were registered, in every process`() {
    final class Plain {}
    let names = ["weekday", "colour", "amount", "zone", "bank"]
    var steps = StepLibrary<Plain>(
      parameterTypes: names.prefix(3).map { ParameterType(name: $0, regex: "[a-z]+") { $0 } }
    ) { Plain() }
    var other = StepLibrary<Plain> { Plain() }
    for name in names.dropFirst(3) {
      other.register(ParameterType(name: name, regex: "[a-z]+") { $0 })
    }
    steps.include(other)

    let builtIn = Set(ParameterType.builtIn.map(\.name))
    let custom = StepCatalog(steps).parameterTypes.map(\.name).filter { !builtIn.contains($0) }

    // A dictionary's order changes from one process to the next: this would pass by chance
    // about once in 120 runs.
    #expect(custom == names)
  }
}
