/// A test double whose calls go to the test's ``Journal``, so one transcript shows them all.
///
/// Passed as an argument, a mock renders as its role (`router.showDetail(from: view)`), never
/// its storage. A mock is `Sendable` when its protocol is (or when it is isolated to an actor);
/// a classic VIPER protocol that is neither gets a plain class, as the code it stands in for is.
///
/// A mock keeps one ``Stub`` per method that answers, and forwards each call to it; a method
/// that answers nothing, such as a router's, records itself with ``recordCall(_:function:)``.
/// Each mocked method then costs a stub and a one-line body:
///
/// ```swift
/// public final class MockAddTodoInteractor: Mock, AddTodoInteracting {
///   public let journal: Journal
///   /// Answers `addTodo(title:dueDate:)`.
///   public let addTodo = Stub<Todo, AddTodoError>()
///
///   public init(journal: Journal) { self.journal = journal }
///
///   public func addTodo(title: String, dueDate: Date) async throws(AddTodoError) -> Todo {
///     try addTodo.answer(self, title, dueDate, placeholderError: .blankTitle)
///   }
/// }
/// ```
public protocol Mock: AnyObject {
  /// The journal shared by the test's doubles.
  nonisolated var journal: Journal { get }
  /// Who the calls are from in the transcript, such as `interactor` in
  /// `interactor.addTodo(title: "Milk")`. By default the last word of the type's name, lowercased:
  /// `MockTodoListRouter` records as `router`.
  nonisolated var journalSubject: String { get }
}

extension Mock {
  public nonisolated var journalSubject: String {
    let name = String(describing: type(of: self))
    guard let lastWord = name.lastIndex(where: \.isUppercase) else { return name }
    return name[lastWord...].lowercased()
  }

  /// Records a call that answers nothing, as `subject.method(label: value, …)`.
  ///
  /// - Parameters:
  ///   - arguments: The call's argument values, in order.
  ///   - function: The method called; the caller's own name by default.
  public nonisolated func recordCall(_ arguments: Any..., function: String = #function) {
    record(function, arguments)
  }

  /// Records a call as `subject.method(label: value, …)`, for this extension and ``Stub``.
  nonisolated func record(_ function: String, _ arguments: [Any]) {
    journal.record(
      JournalEntry.call(journalSubject, function, arguments: arguments, renderer: journal.renderer)
    )
  }
}

extension Mock {
  /// Reports a call to one of the mocked protocol's `static` requirements, which a mock cannot
  /// journal or stub: it has no instance, so no journal, and a stub would be shared by every test.
  ///
  /// A generated mock's static members call it, then give a placeholder.
  ///
  /// - Parameter function: The member called; the caller's own name by default.
  public static func reportStaticCall(function: String = #function) {
    HarnessFailure.report(
      """
      Unimplemented: \(Self.self).\(function) was called, but a mock cannot answer a static \
      requirement.

      A mock journals to the journal its test gives it, and a static member has none.

      To fix, call the real type's \(function) (a module's assembly), or move the requirement to \
      an instance the test can give a mock.
      """,
      scope: HarnessScope.current
    )
  }
}
