import Foundation
import Testing
import ViperTesting

@Suite struct UnifiedDiffTests {
  @Test func `is empty for equal texts`() {
    #expect(UnifiedDiff(expected: "a\nb\n", actual: "a\nb\n").text == "")
  }

  @Test func `shows a change with three lines of context`() {
    let expected = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let actual = expected.replacingOccurrences(of: "line 5\n", with: "line five\n")

    let diff = UnifiedDiff(expected: expected, actual: actual).text

    #expect(
      diff == """
        --- expected
        +++ actual
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8
        """
    )
  }

  @Test func `splits distant changes into hunks`() {
    let expected = (1...20).map { "\($0)" }.joined(separator: "\n")
    let actual = expected.replacingOccurrences(of: "\n2\n", with: "\nTWO\n")
      .replacingOccurrences(of: "\n19\n", with: "\nNINETEEN\n")

    let diff = UnifiedDiff(expected: expected, actual: actual).text

    #expect(
      diff.split(separator: "\n").filter { $0.hasPrefix("@@") } == [
        "@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@",
      ]
    )
  }

  @Test func `makes trailing spaces and tabs visible`() {
    let diff = UnifiedDiff(expected: "a\nb\n", actual: "a\nb  \n").text

    #expect(diff.hasSuffix("-b\n+b··"))
  }

  @Test func `makes tabs and carriage returns visible`() {
    let diff = UnifiedDiff(expected: "a b\n", actual: "a\tb\r\n").text

    #expect(diff.hasSuffix("-a b\n+a→b␍"))
  }

  @Test func `marks a missing trailing newline`() {
    let diff = UnifiedDiff(expected: "a\nb\n", actual: "a\nb").text

    #expect(
      diff == """
        --- expected
        +++ actual
        @@ -1,2 +1,2 @@
         a
        -b
        +b
        \\ No newline at end of file
        """
    )
  }

  @Test func `shows an insertion into an empty text`() {
    let diff = UnifiedDiff(expected: "", actual: "new\n").text

    #expect(diff == "--- expected\n+++ actual\n@@ -0,0 +1,1 @@\n+new")
  }
}
