/// Stops the test at a call that nothing was stubbed for and whose result no placeholder can
/// stand for, once the stub has reported it.
///
/// A generated mock gives it as the placeholder of a method whose result the generator cannot
/// make (a class entity with no initializer it can call, say). The stub reports the
/// `Unimplemented:` failure first, naming the stub to give a value; the test cannot go on
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
    "\(function) was called with nothing stubbed, and no placeholder of \(Value.self) can be "
      + "made: stub it, as the failure reported before this says."
  )
}
