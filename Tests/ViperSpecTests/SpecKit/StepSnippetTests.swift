import Testing
import ViperSpec

@Suite struct StepSnippetTests {
  @Test func `turns numbers and quoted text into typed parameters`() {
    let snippet = StepSnippet(
      kind: .context,
      text: #"the user has 3 cats named "Tom" and 2.5 kg of 'food'"#,
      arguments: []
    )

    #expect(
      snippet.text == #"""
        steps.given("the user has {int} cats named {string} and {float} kg of {string}") {
          (world, int: Int, string: String, float: Double, string2: String) in
          throw StepFailure("Not written yet: turn this phrase into actions on the world.")
        }
        """#
    )
  }

  @Test func `escapes what Cucumber Expressions read as syntax and takes the step's table`() {
    let snippet = StepSnippet(
      kind: .conjunction,
      text: "the list (draft) has items/tasks",
      arguments: [.dataTable([["title"]])]
    )

    var steps = StepLibrary<Int> { 0 }
    steps.step(#"the list \(draft\) has items\/tasks"#) { (_, _: DataTable) in }

    guard case .matched = steps.match("the list (draft) has items/tasks") else {
      Issue.record("Expected the snippet's phrase to match the step it was made for")
      return
    }
    #expect(
      snippet.text == #"""
        steps.step("the list \\(draft\\) has items\\/tasks") { (world, table: DataTable) in
          throw StepFailure("Not written yet: turn this phrase into actions on the world.")
        }
        """#
    )
  }
}
