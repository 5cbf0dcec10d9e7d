import Testing
import ViperSpec

@Suite struct StepArgumentsTests {
  let arguments = StepArguments(
    text: "the user adds 2 \"Milk\"",
    captured: ["2", "\"Milk\""],
    values: [2, "Milk"],
    dataTable: DataTable(rows: [["title", "due"], ["Milk", "today"]])
  )

  @Test func `returns typed parameter values`() throws {
    #expect(try arguments.int(0) == 2)
    #expect(try arguments.string(1) == "Milk")
  }

  @Test func `fails with what was wrong for a parameter of another type`() {
    #expect(throws: StepArgumentError("Parameter 1 ('\"Milk\"') is a String, not a Int.")) {
      try arguments.int(1)
    }
  }

  @Test func `fails for a missing parameter`() {
    #expect(
      throws: StepArgumentError("The step has 2 parameter(s), so there is no parameter 5.")
    ) {
      try arguments.int(5)
    }
  }

  @Test func `reads the data table as dictionaries keyed by the header`() throws {
    #expect(try arguments.requireDataTable().hashes == [["title": "Milk", "due": "today"]])
  }

  @Test func `fails when the step needs a doc string it lacks`() {
    #expect(
      throws: StepArgumentError(
        "The step 'the user adds 2 \"Milk\"' needs a fenced block under it."
      )
    ) {
      try arguments.requireDocString()
    }
  }
}
