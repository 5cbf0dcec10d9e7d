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
}
