/// The names `viper-spec mocks` gives: one written rule for mocks, stubs and recorder views, as
/// the "Mocks from protocols" article (ViperSpecCLI.docc) states it.
enum MockNaming {
  /// The role a protocol plays, read from the last word of its name.
  enum Role: Equatable {
    /// `…Presenting`, `…Presenter`, `…Presentation`, `…ViewOutput`, with or without a trailing
    /// `Protocol`: the code under test, never mocked.
    case presenter
    /// `…Displaying`, `…Display`, `…View`, `…ViewInput`: a screen, played by a recorder view.
    case view
    /// Everything else: an interactor or use case, a router or wireframe, a delegate, a service.
    case collaborator
  }

  /// The words a protocol's name may end with after its role, in classic VIPER code:
  /// `HomeViewProtocol`, `HomeInteractorInputProtocol`, `HomeRouterInterface`.
  private static let trailingWords = ["Protocol", "Interface"]
  private static let presenterRoles = [
    "Presenting", "Presenter", "Presentation", "PresenterInput", "ViewOutput",
  ]
  private static let viewRoles = ["Displaying", "Display", "ViewInput", "View"]
  private static let outputRoles = ["InteractorOutput"]
  private static let interactorRoles = ["InteractorInput", "Interactor", "Interacting", "UseCase"]
  private static let routerRoles = [
    "RouterInput", "Router", "Routing", "Wireframe", "WireFrame", "Wireframing",
  ]

  /// The role of a protocol, read from its name without a trailing `Protocol` or `Interface`.
  ///
  /// - Parameter name: The protocol's name.
  /// - Returns: Its role.
  static func role(of name: String) -> Role {
    let name = withoutTrailingWord(name)
    if presenterRoles.contains(where: name.hasSuffix) { return .presenter }
    if viewRoles.contains(where: name.hasSuffix) { return .view }
    return .collaborator
  }

  /// The mock of a protocol: `Mock` and the protocol's name without a trailing `Protocol` or
  /// `Interface`, an `-ing` name read as the noun of its role (`LoginInteracting` →
  /// `MockLoginInteractor`, `TodoListRouting` → `MockTodoListRouter`, `Authenticating` →
  /// `MockAuthenticator`, `HomeRouterProtocol` → `MockHomeRouter`).
  ///
  /// - Parameter name: The protocol's name.
  /// - Returns: The mock's type name.
  static func mock(of name: String) -> String {
    let name = withoutTrailingWord(name)
    let last = lastWord(of: name)
    guard last.hasSuffix("ing"), last.count >= 6 else { return "Mock" + name }
    let stem = name.dropLast(3)
    let agent = stem.hasSuffix("at") || stem.hasSuffix("ct") ? "or" : "er"
    return "Mock" + stem + agent
  }

  /// The recorder view for a view protocol: its name without the role, and `RecorderView`
  /// (`LoginDisplaying` → `LoginRecorderView`, `HomeViewProtocol` → `HomeRecorderView`).
  ///
  /// - Parameter name: The view protocol's name.
  /// - Returns: The recorder view's type name.
  static func recorderView(of name: String) -> String {
    let name = withoutTrailingWord(name)
    let role = viewRoles.first(where: name.hasSuffix) ?? ""
    return name.dropLast(role.count) + "RecorderView"
  }

  /// The subject a protocol's double journals under, when the default (the last word of the
  /// mock's name, lowercased) does not name its role: an interactor's input or a use case plays
  /// the `interactor`, a wireframe the `router`, an interactor's output the `output`.
  ///
  /// - Parameters:
  ///   - name: The protocol's name.
  ///   - mock: The double's type name.
  /// - Returns: The subject to declare, or `nil` to keep the default.
  static func subject(ofProtocol name: String, mock: String) -> String? {
    let name = withoutTrailingWord(name)
    let subject: String? =
      if viewRoles.contains(where: name.hasSuffix) {
        "view"
      } else if outputRoles.contains(where: name.hasSuffix) {
        "output"
      } else if interactorRoles.contains(where: name.hasSuffix) {
        "interactor"
      } else if routerRoles.contains(where: name.hasSuffix) {
        "router"
      } else {
        nil
      }
    return subject == lastWord(of: mock).lowercased() ? nil : subject
  }

  /// The subject a mock journals under by default: the last word of its name, lowercased.
  ///
  /// A generic mock declares it, since its runtime name carries its arguments (`MockStore<Frog>`).
  ///
  /// - Parameter mock: The mock's type name.
  /// - Returns: The subject.
  static func defaultSubject(ofMock mock: String) -> String {
    lastWord(of: mock).lowercased()
  }

  /// A name without a trailing `Protocol` or `Interface`, when something is left before it.
  private static func withoutTrailingWord(_ name: String) -> String {
    guard let word = trailingWords.first(where: { name.hasSuffix($0) && name.count > $0.count })
    else { return name }
    return String(name.dropLast(word.count))
  }

  /// The stub property of each method that answers through a stub.
  ///
  /// The base name (`addTodo(title:dueDate:)` → `addTodo`); a method without parameters adds
  /// `Stub` (`frogs()` → `frogsStub`), as Swift does not let a property share the name of such a
  /// method; methods that share a base name add their labels, capitalized (`fetch(id:)` →
  /// `fetchId`; `_` takes the parameter's name); and a name the mock already uses for a property
  /// adds `Stub`.
  ///
  /// - Parameters:
  ///   - methods: The methods that need stubs.
  ///   - taken: The names the mock's properties already use.
  /// - Returns: Each method's stub name, in order.
  static func stubs(for methods: [MethodRequirement], taken: Set<String>) -> [String] {
    let counts = Dictionary(methods.map { (bare($0.name), 1) }, uniquingKeysWith: +)
    var names = methods.map { method in
      let base = bare(method.name)
      var name = method.name
      // `subscript` names no property either, whatever its parameters.
      if method.parameters.isEmpty || method.name == "subscript" {
        name = base + "Stub"
      } else if counts[base, default: 0] > 1 {
        name = base + method.parameters.map { capitalized($0.label ?? $0.name) }.joined()
      }
      return taken.contains(bare(name)) ? bare(name) + "Stub" : name
    }
    // Overloads that differ only in their types, or in a label `_` hides, add the types, then a
    // number: every stub keeps a name of its own.
    let clashing = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +).filter { $0.value > 1 }
    for index in names.indices where clashing[names[index]] != nil {
      names[index] =
        bare(names[index])
        + methods[index].parameters.map { typeWord($0.type) }
        .joined()
    }
    var seen: [String: Int] = [:]
    for index in names.indices {
      seen[names[index], default: 0] += 1
      if let count = seen[names[index]], count > 1 { names[index] += String(count) }
    }
    return names
  }

  /// A name without the backticks that let it be a keyword.
  private static func bare(_ name: String) -> String {
    name.filter { $0 != "`" }
  }

  /// A type's letters and digits, capitalized: `[String: Int]` gives `StringInt`.
  private static func typeWord(_ type: String) -> String {
    type.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map { capitalized(String($0)) }
      .joined()
  }

  private static func capitalized(_ word: String) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func lastWord(of name: String) -> Substring {
    guard let start = name.lastIndex(where: \.isUppercase) else { return name[...] }
    return name[start...]
  }
}
