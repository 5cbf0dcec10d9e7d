/// A shape of spec file that grows along one dimension, for measuring how parsing scales.
struct ParseShape: Sendable {
  /// What grows, as the benchmark names it.
  let name: String
  /// The file's opening lines.
  let head: String
  /// The text that repeats, given its index.
  let repeated: @Sendable (Int) -> String
  /// What closes the repeated text, such as a doc string's fence.
  var tail = ""

  /// A classic `.feature` file of about the given size in bytes.
  func text(bytes: Int) -> String {
    var text = head
    var index = 0
    while text.utf8.count + tail.utf8.count < bytes {
      text += repeated(index)
      index += 1
    }
    return text + tail
  }

  /// The shapes of the spec kit's issue; each grows along one dimension only.
  static let all: [ParseShape] = [
    ParseShape(
      name: "steps",
      head: "Feature: Steps\n  Scenario: Many steps\n",
      repeated: { "    Given the step number \($0) runs\n" }
    ),
    ParseShape(
      name: "table rows",
      head: "Feature: Rows\n  Scenario: A long table\n    Given the rows\n",
      repeated: { "      | \($0) | row \($0) | done |\n" }
    ),
    ParseShape(
      name: "doc string lines",
      head:
        "Feature: Doc string\n  Scenario: A long doc string\n    Given the text\n      \"\"\"\n",
      repeated: { "      line \($0) of the doc string\n" },
      tail: "      \"\"\"\n"
    ),
    ParseShape(
      name: "scenarios",
      head: "Feature: Scenarios\n",
      repeated: {
        "  Scenario: Number \($0)\n    Given a counter at \($0)\n    Then it shows \($0)\n"
      }
    ),
    ParseShape(
      name: "outline rows",
      head: """
        Feature: Outline
          Scenario Outline: Count <n>
            Given a counter at <n>
            When the user taps <taps> times
            Then it shows <total>
            Examples:
              | n | taps | total |

        """,
      repeated: { "      | \($0) | 2 | \($0 + 2) |\n" }
    ),
    ParseShape(
      name: "one long line",
      head: "Feature: A long line\n  Scenario: One step\n    Given ",
      repeated: { "word\($0 % 10) " },
      tail: "\n"
    ),
  ]
}
