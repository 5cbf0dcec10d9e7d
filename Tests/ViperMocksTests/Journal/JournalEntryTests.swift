import Testing
import ViperTesting

@Suite struct JournalEntryTests {
  private let renderer = TextRenderer(width: 40)

  @Test func `renders a call without parentheses as a bare member`() {
    let entry = JournalEntry.call("view", "showNoContent", arguments: [], renderer: renderer)

    #expect(entry.text == "view.showNoContent")
  }

  @Test func `takes labels from the selector and leaves underscores unlabeled`() {
    let entry = JournalEntry.call(
      "interactor",
      "add(_:dueDay:)",
      arguments: ["Milk", 3],
      renderer: renderer
    )

    #expect(entry.text == #"interactor.add("Milk", dueDay: 3)"#)
  }

  @Test func `puts arguments on indented lines when the call is too wide`() {
    let entry = JournalEntry.call(
      "view",
      "show(title:detail:)",
      arguments: ["A rather long title", "and an even longer detail"],
      renderer: renderer
    )

    #expect(
      entry.text == """
        view.show(
          title: "A rather long title",
          detail: "and an even longer detail",
        )
        """
    )
  }
}
