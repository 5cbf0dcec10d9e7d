/// A way `viper-spec mutate` changes code on purpose, to check that some test notices.
///
/// The generic operators are those of Muter and swift-mutation-testing; the others know what a
/// VIPER module's code is for: what a presenter tells its view, router and delegate, what an
/// interactor writes, waits and throws.
package enum MutationOperator: String, CaseIterable, Sendable, Comparable {
  /// `<` and `<=`, `>` and `>=`, each turned into the other.
  case relationalBoundary = "relational-boundary"
  /// `==` and `!=`, `===` and `!==`, each turned into the other.
  case equality = "equality"
  /// `&&` and `||`, each turned into the other.
  case logical = "logical"
  /// `+` and `-`, `*` and `/`, each turned into the other.
  case arithmetic = "arithmetic"
  /// `true` and `false`, each turned into the other.
  case booleanLiteral = "boolean-literal"
  /// The condition of an `if`, `guard` or `while` negated.
  case negateCondition = "negate-condition"
  /// The two branches of a ternary `c ? a : b`, swapped.
  case swapTernary = "swap-ternary"
  /// A call whose result is not used, removed.
  case removeCall = "remove-call"
  /// A presenter's call on its view, router, delegate or output, removed.
  case dropPresenterCall = "drop-presenter-call"
  /// A presenter's call on its view, router, delegate or output, made twice.
  case duplicatePresenterCall = "duplicate-presenter-call"
  /// Two consecutive calls of a presenter on its view, router, delegate or output, swapped.
  case swapPresenterCalls = "swap-presenter-calls"
  /// A string literal in a presenter, emptied (or filled, when empty).
  case changeShownText = "change-shown-text"
  /// A route turned into another of the same payload (`.push` and `.setRoot`, `.sheet` and
  /// `.modal`), or a number in it changed, in a router or a presenter's call on its router.
  case changeRoute = "change-route"
  /// An interactor's write to a store, removed.
  case skipStoreWrite = "skip-store-write"
  /// An interactor's call on a service or another collaborator, removed.
  case skipServiceCall = "skip-service-call"
  /// A duration (`.seconds(3)`, `.milliseconds(300)`) made zero, or one when zero.
  case changeDuration = "change-duration"
  /// An error case the code throws, turned into another case of the same error type.
  case changeErrorMapping = "change-error-mapping"

  /// The operator's name on the command line, in comments and in reports.
  package var name: String { rawValue }

  /// One line on what the operator changes, for `--help` and reports.
  package var summary: String {
    switch self {
    case .relationalBoundary: "turns < into <=, <= into <, > into >=, >= into >"
    case .equality: "turns == into !=, != into ==, === into !==, !== into ==="
    case .logical: "turns && into ||, || into &&"
    case .arithmetic: "turns + into -, - into +, * into /, / into *"
    case .booleanLiteral: "turns true into false, false into true"
    case .negateCondition: "negates the condition of an if, guard or while"
    case .swapTernary: "swaps the branches of a ternary ?:"
    case .removeCall: "removes a call whose result is not used"
    case .dropPresenterCall: "removes a presenter's call on its view, router, delegate or output"
    case .duplicatePresenterCall:
      "makes a presenter's call on its view, router, delegate or output twice"
    case .swapPresenterCalls: "swaps two consecutive calls of a presenter on its collaborators"
    case .changeShownText: "empties a string literal in a presenter, or fills an empty one"
    case .changeRoute: "turns a route into another of the same payload, or changes a number in it"
    case .skipStoreWrite: "removes an interactor's write to a store"
    case .skipServiceCall: "removes an interactor's call on a service"
    case .changeDuration: "makes a duration zero, or one when it is zero"
    case .changeErrorMapping: "turns a thrown error case into another case of its type"
    }
  }

  /// An example of the change, before and after.
  package var example: (before: String, after: String) {
    switch self {
    case .relationalBoundary: ("count < limit", "count <= limit")
    case .equality: ("number == latestQuery", "number != latestQuery")
    case .logical: ("isValid && isNew", "isValid || isNew")
    case .arithmetic: ("total + fee", "total - fee")
    case .booleanLiteral: ("isSigningIn = true", "isSigningIn = false")
    case .negateCondition: ("guard !items.isEmpty else", "guard !(!items.isEmpty) else")
    case .swapTernary: ("isEmpty ? \"None\" : title", "isEmpty ? title : \"None\"")
    case .removeCall: ("cache.removeAll()", "")
    case .dropPresenterCall: ("view?.render(state)", "")
    case .duplicatePresenterCall: ("router.close()", "router.close(); router.close()")
    case .swapPresenterCalls:
      ("view?.hideSpinner(); view?.show(items)", "view?.show(items); view?.hideSpinner()")
    case .changeShownText: ("\"Enter your password.\"", "\"\"")
    case .changeRoute: (".push(.detail(id))", ".setRoot(.detail(id))")
    case .skipStoreWrite: ("try await sessions.insert(session)", "")
    case .skipServiceCall: ("try await api.send(order)", "")
    case .changeDuration: (".milliseconds(300)", ".milliseconds(0)")
    case .changeErrorMapping: ("throw .blankAccount", "throw .blankPassword")
    }
  }

  package static func < (left: Self, right: Self) -> Bool {
    let order = allCases
    return (order.firstIndex(of: left) ?? 0) < (order.firstIndex(of: right) ?? 0)
  }
}
