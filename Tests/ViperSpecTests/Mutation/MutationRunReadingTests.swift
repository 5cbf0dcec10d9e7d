import Testing
import ViperSpecCLI

/// What a mutate run reads from the programs it runs: the lines `git diff` changed, the tests a
/// run says failed, the errors a build printed.
@Suite struct MutationRunReadingTests {
  @Test func `a diff's added and changed lines are read by file, deleted ones left`() {
    let diff = """
      diff --git a/Sources/Shop/Cart.swift b/Sources/Shop/Cart.swift
      --- a/Sources/Shop/Cart.swift
      +++ b/Sources/Shop/Cart.swift
      @@ -3 +3 @@ struct Cart {
      -  let a = 1
      +  let a = 2
      @@ -10,0 +11,3 @@ struct Cart {
      +  func b() {}
      +  func c() {}
      +  func d() {}
      @@ -20,2 +23,0 @@
      -  gone
      -  gone too
      diff --git a/Old.swift b/Old.swift
      --- a/Old.swift
      +++ /dev/null
      @@ -1 +0,0 @@
      -removed
      """

    #expect(GitChangedLines.lines(inDiff: diff) == ["Sources/Shop/Cart.swift": [3, 11, 12, 13]])
  }

  /// Git ends a name with a space in a tab, and quotes one with a quote or, unless
  /// `core.quotePath` is off, a letter outside ASCII, in C escapes.
  @Test func `a diff's odd file names are read as the files are named`() {
    let diff = """
      +++ b/Sources/Shop/My File.swift\t
      @@ -1 +1 @@
      +++ "b/Sources/Shop/Quote\\"d.swift"
      @@ -2 +2 @@
      +++ "b/Sources/Shop/Gr\\303\\266\\303\\237e.swift"
      @@ -3 +3 @@
      """

    #expect(
      GitChangedLines.lines(inDiff: diff) == [
        "Sources/Shop/My File.swift": [1], "Sources/Shop/Quote\"d.swift": [2],
        "Sources/Shop/Größe.swift": [3],
      ]
    )
  }

  @Test func `the failed tests of both libraries are named once each`() {
    let output = """
      ✔ Test "a passing one" passed after 0.001 seconds.
      ✘ Test "shows the error" recorded an issue at LoginPresenterTests.swift:40:5: Expectation failed
      ✘ Test "shows the error" failed after 0.002 seconds with 1 issue.
      ✘ Test signsIn() failed after 0.010 seconds with 2 issues.
      ✘ Suite LoginPresenterTests failed after 0.012 seconds with 3 issues.
      ✘ Test run with 16 tests in 4 suites failed after 0.020 seconds with 3 issues.
      Test Case 'LoginPresenterXCTests.testSignsInThenGoesHome' failed (0.003 seconds)
      Test Case '-[LoginXCTests.LoginPresenterXCTests testShows]' failed (0.001 seconds)
      """

    #expect(
      FailedTests.names(in: output) == [
        "shows the error", "signsIn()", "LoginPresenterXCTests.testSignsInThenGoesHome",
        "LoginXCTests.LoginPresenterXCTests testShows",
      ]
    )
  }

  @Test func `a build's Swift errors are read with their place, each once`() {
    let output = """
      [3/9] Compiling Shop Cart.swift
      /work/shop/Sources/Shop/Cart.swift:12:19: error: binary operator '-' cannot be applied
      /work/shop/Sources/Shop/Cart.swift:12:19: error: binary operator '-' cannot be applied
      /work/shop/Sources/Shop/Cart.swift:3:1: warning: unused
      """

    #expect(
      CompilerError.all(in: output) == [
        CompilerError(
          path: "/work/shop/Sources/Shop/Cart.swift",
          line: 12,
          column: 19,
          text:
            "/work/shop/Sources/Shop/Cart.swift:12:19: error: binary operator '-' cannot be applied"
        )
      ]
    )
  }

  @Test func `a build that fails naming no Swift file gives its error lines`() {
    let output = "error: manifest parse error: unknown target\nerror: fatalError"

    #expect(
      CompilerError.all(in: output).map(\.text) == [
        "error: manifest parse error: unknown target", "error: fatalError",
      ]
    )
  }
}
