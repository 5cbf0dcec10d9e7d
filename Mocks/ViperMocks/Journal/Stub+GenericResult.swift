extension Stub where Value == any Sendable {
  /// Journals a call to a generic method whose result names its generic parameter, and gives
  /// the stubbed answer as that type.
  ///
  /// The stub holds answers of any type; the test stubs the one its call wants
  /// (`decode.returns(Frog(name: "Tree"))`). Unstubbed, or stubbed with another type, the call
  /// fails the test and gives `nil` or an empty collection where the result is one, else throws
  /// `UnstubbedCallError` where the method throws any error; a result of no such type has no
  /// placeholder, so the test stops there after the failure.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - type: The result type the call wants.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error, or the placeholder error.
  public func answer<Result>(
    _ mock: some Mock,
    _ arguments: Any...,
    as type: Result.Type,
    function: String = #function
  ) throws(Failure) -> Result {
    try typed(answer(mock, arguments, function: function), mock, function: function)
  }

  /// Journals a call to a generic `async` method whose result names its generic parameter, and
  /// gives the stubbed answer as that type, or waits for the test's while the stub suspends.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - type: The result type the call wants.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error, or the placeholder error.
  public func suspendingAnswer<Result>(
    _ mock: some Mock,
    _ arguments: Any...,
    as type: Result.Type,
    function: String = #function
  ) async throws(Failure) -> Result {
    try typed(
      await suspendingAnswer(mock, arguments, function: function),
      mock,
      function: function
    )
  }

  /// The answer as the result type, or the placeholder after a failure.
  private func typed<Result>(
    _ answer: (any Sendable)?,
    _ mock: some Mock,
    function: String
  ) throws(Failure) -> Result {
    if let answer {
      if let result = answer as? Result { return result }
      mock.journal.reportFailure(
        """
        Expected an answer of type \(Result.self) from \(type(of: mock)).\(function), but the \
        stub holds a \(type(of: answer)).

        The method is generic: each call wants the type its caller asks for.

        To fix, stub a value of \(Result.self).
        """
      )
    }
    if let empty = (Result.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()),
      let result = empty as? Result
    {
      return result
    }
    if let empty = (Result.self as? any RangeReplaceableCollection.Type)?.init(),
      let result = empty as? Result
    {
      return result
    }
    if let error = UnstubbedCallError() as? Failure { throw error }
    return stopUnstubbedCall(function: "\(type(of: mock)).\(function)")
  }
}
