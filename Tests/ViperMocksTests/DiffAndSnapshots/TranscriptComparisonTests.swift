import Testing
import ViperTesting

@Suite struct TranscriptComparisonTests {
  @Test func `ignores surrounding blank lines, and compares indentation as written`() {
    let expected = """

      view.render("a")
        continued
      router.close()

      """
    let indented = """
          view.render("a")
            continued
          router.close()
      """
    let actual = "view.render(\"a\")\n  continued\nrouter.close()"

    #expect(TranscriptComparison.mismatch(expected: expected, actual: actual) == nil)
    #expect(TranscriptComparison.mismatch(expected: indented, actual: actual) != nil)
  }

  @Test func `explains a mismatch with a diff and how to fix it`() {
    let message = TranscriptComparison.mismatch(expected: "a\nb", actual: "a\nc")

    #expect(
      message == """
        Expected the transcript to match, but it differs (- expected, + actual):

        --- expected
        +++ actual
        @@ -1,2 +1,2 @@
         a
        -b
        +c

        The transcript lists every call the doubles recorded since the previous expectation.

        To fix, correct the code under test, or update the expected transcript to the + lines.
        """
    )
  }
}
