import Testing
import ViperSpec

@Suite struct StepCatalogTests {
  @Test @MainActor func `runs a scenario with the library that defines most of its steps`() async {
    var catalog = StepCatalog(CounterWorld.steps)
    catalog.add(JapaneseCounterWorld.steps)
    let text = "# language: ja\n機能: A\n  シナリオ: B\n    前提 カウンターが 1\n    ならば カウンターは 1 を表示する\n"
    let pickle = SpecLoader.parse(text, path: "a.feature").pickles[0]

    let result = await catalog.run(pickle, settings: RunSettings())

    #expect(result.status == .passed)
  }

  @Test func `lists the phrases of every library`() {
    var catalog = StepCatalog(CounterWorld.steps)
    catalog.add(JapaneseCounterWorld.steps)

    #expect(catalog.glossary.count == 9)
    #expect(catalog.glossary.first?.phrase == "a counter at {int}")
    #expect(catalog.glossary.first?.parameterTypes == ["int"])
  }
}
