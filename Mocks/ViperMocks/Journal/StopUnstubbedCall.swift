/// Gives the result of a call that nothing answered when no literal placeholder can stand for it,
/// once the stub has failed the test saying what to stub.
///
/// A generated mock gives it as the placeholder of a method whose result the generator cannot
/// write (a class entity with no initializer it can call, say), and as the answer of a static
/// requirement it cannot make one for. For a `Decodable` result (every entity a `DataStore`
/// holds) it gives the value decoded from zeros (`""`, `0`, `false`, `nil`, empty collections,
/// the first case of a `CaseIterable` enum), so the code under test goes on to the end of the
/// test, which fails. For any other type no value exists, so it stops the process, as Mockolo's
/// and Mockable's mocks do, saying what to stub; write a placeholder of your own in the mock once,
/// and the generator keeps it.
///
/// ```swift
/// func currentAuthor() -> Author {
///   currentAuthorStub.answer(self, placeholder: stopUnstubbedCall())
/// }
/// ```
///
/// - Parameter function: The method called; the caller's own name by default.
/// - Returns: The placeholder, for a `Decodable` result.
public func stopUnstubbedCall<Value>(function: String = #function) -> Value {
  if let placeholder = DecodedPlaceholder.make(Value.self) { return placeholder }
  preconditionFailure(
    """
    \(function) has no \(Value.self) to give, and no placeholder of one can be made. To fix, \
    stub the call (returns(…) on its stub), or write a placeholder of \(Value.self) in the mock in \
    place of stopUnstubbedCall(); the failure reported just before this names the stub.
    """
  )
}
