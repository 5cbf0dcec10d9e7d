/// Stops the test at a call that nothing answered and whose result no placeholder can stand for,
/// once the failure is reported.
///
/// A generated mock gives it as the placeholder of a method whose result the generator cannot
/// make (a class entity with no initializer it can call, say), and as the answer of a static
/// requirement it cannot make one for. The `Unimplemented:` failure comes first, naming the stub
/// to give a value (or, for a static member, the real type to call); the test cannot go on
/// without a value of that type, so it stops there, as Mockolo's and Mockable's mocks do. Write a
/// placeholder of your own in the mock once, and the generator keeps it.
///
/// ```swift
/// func currentAuthor() -> Author {
///   currentAuthorStub.answer(self, placeholder: stopUnstubbedCall())
/// }
/// ```
///
/// - Parameter function: The method called; the caller's own name by default.
/// - Returns: Never: it stops the process.
public func stopUnstubbedCall<Value>(function: String = #function) -> Value {
  preconditionFailure(
    "\(function) has no \(Value.self) to give, and no placeholder of one can be made: the "
      + "failure reported just before this says what to stub or call instead."
  )
}
