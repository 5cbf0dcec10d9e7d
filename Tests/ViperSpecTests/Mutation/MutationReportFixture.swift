import ViperSpecCLI

/// A hand-made mutate run with every outcome the reports show, in three files, whose source and
/// changes hold the characters HTML and JSON must escape.
enum MutationReportFixture {
  /// A presenter: a survivor, a killed mutant, a timeout, a runtime error over two lines and a
  /// compile error, with `<`, `&`, quotes and a script tag in its text.
  static let presenter = """
    final class LoginPresenter {
      func signInTapped(account: String, password: String) async {
        guard !account.isEmpty && password.count >= 8 else {
          view?.render(message: "Enter <your> \\"account\\" & password.<script>window.pwned=1</script>")
          return
        }
        view?.showSpinner()
        router.close()
      }
    }

    """

  /// An interactor: one killed mutant and one ignored.
  static let interactor = """
    struct LoginInteractor {
      func signIn() async throws(LoginError) {
        try await clock.sleep(for: .milliseconds(300))
        if attempts > 3 { throw .blankAccount }
      }
    }

    """

  /// A router whose only mutant is ignored, so that it has no score.
  static let router = """
    struct LoginRouter {
      func close() { navigator.dismiss() }
    }

    """

  static let presenterPath = "Sources/Login/LoginPresenter.swift"
  static let interactorPath = "Sources/Login/LoginInteractor.swift"
  static let routerPath = "Sources/Login/LoginRouter.swift"

  /// The run: nine mutants, in the order of their numbers.
  static let report = MutationRunReport(
    module: "Login",
    tests: "LoginTests",
    sources: [presenterPath: presenter, interactorPath: interactor, routerPath: router],
    outcomes: [
      outcome(1, .logical, presenterPath, (3, 28), (3, 30), "&&", "||", .survived, ms: 120),
      outcome(
        2,
        .relationalBoundary,
        presenterPath,
        (3, 46),
        (3, 48),
        ">=",
        ">",
        .killed,
        killedBy: ["LoginPresenterTests/rejects a short password"],
        ms: 95
      ),
      outcome(
        3,
        .changeShownText,
        presenterPath,
        (4, 29),
        (4, 98),
        #""Enter <your> \"account\" & password.<script>window.pwned=1</script>""#,
        #""<img src=x onerror=\"window.pwned=2\">""#,
        .survived,
        ms: 110
      ),
      outcome(
        4,
        .dropPresenterCall,
        presenterPath,
        (7, 5),
        (7, 24),
        "view?.showSpinner()",
        "",
        .timeout,
        ms: 3_000
      ),
      outcome(
        5,
        .swapPresenterCalls,
        presenterPath,
        (7, 5),
        (8, 19),
        "view?.showSpinner()\n    router.close()",
        "router.close()\n    view?.showSpinner()",
        .runtimeError,
        ms: 40
      ),
      outcome(
        6,
        .negateCondition,
        presenterPath,
        (3, 11),
        (3, 50),
        "!account.isEmpty && password.count >= 8",
        "!(!account.isEmpty && password.count >= 8)",
        .compileError
      ),
      outcome(
        7,
        .changeDuration,
        interactorPath,
        (3, 32),
        (3, 50),
        ".milliseconds(300)",
        ".milliseconds(0)",
        .ignored
      ),
      outcome(
        8,
        .changeErrorMapping,
        interactorPath,
        (4, 23),
        (4, 42),
        "throw .blankAccount",
        "throw .blankPassword",
        .killed,
        killedBy: ["LoginInteractorTests/counts attempts", "LoginSpec/Too many attempts"],
        ms: 80
      ),
      outcome(
        9,
        .removeCall,
        routerPath,
        (2, 18),
        (2, 37),
        "navigator.dismiss()",
        "",
        .ignored
      ),
    ]
  )

  /// A run with nothing mutated.
  static let empty = MutationRunReport(
    module: "Empty",
    tests: "EmptyTests",
    sources: [:],
    outcomes: []
  )

  /// The outcome of the mutant with the number.
  static func outcome(number: Int) -> MutantOutcome {
    report.outcomes[number - 1]
  }

  private static func outcome(
    _ id: Int,
    _ mutationOperator: MutationOperator,
    _ file: String,
    _ start: (Int, Int),
    _ end: (Int, Int),
    _ original: String,
    _ replacement: String,
    _ status: MutantOutcome.Status,
    killedBy: [String] = [],
    ms milliseconds: Int? = nil
  ) -> MutantOutcome {
    MutantOutcome(
      mutant: Mutant(
        id: id,
        mutationOperator: mutationOperator,
        file: file,
        start: Mutant.Position(line: start.0, column: start.1),
        end: Mutant.Position(line: end.0, column: end.1),
        original: original,
        replacement: replacement
      ),
      status: status,
      killedBy: killedBy,
      milliseconds: milliseconds
    )
  }
}
