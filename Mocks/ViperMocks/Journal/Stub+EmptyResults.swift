// The answers of stubs whose result is nothing or a collection, which need no placeholder.

extension Stub where Value == Void {
  /// Journals a call to a method without a result and throws the stubbed error, if any.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - function: The method called; the caller's own name by default.
  /// - Throws: The stubbed error.
  public func answer(
    _ mock: some Mock,
    _ arguments: Any...,
    function: String = #function
  ) throws(Failure) {
    _ = try answer(mock, arguments, function: function)
  }

  /// Journals a call to an `async` method without a result and throws the stubbed error, if any,
  /// or waits for the test's answer while the stub ``suspends(fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - function: The method called; the caller's own name by default.
  /// - Throws: The stubbed error.
  public func suspendingAnswer(
    _ mock: some Mock,
    _ arguments: Any...,
    function: String = #function
  ) async throws(Failure) {
    _ = try await suspendingAnswer(mock, arguments, function: function)
  }
}

extension Stub where Value: RangeReplaceableCollection {
  /// Journals a call to a method that returns a collection, answering an empty one if unstubbed.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error.
  public func answer(
    _ mock: some Mock,
    _ arguments: Any...,
    function: String = #function
  ) throws(Failure) -> Value {
    try answer(mock, arguments, function: function) ?? Value()
  }

  /// Journals a call to an `async` method that returns a collection, answering an empty one if
  /// unstubbed, or waits for the test's answer while the stub
  /// ``suspends(fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - mock: The mock whose method was called; it owns this stub.
  ///   - arguments: The call's argument values, in order.
  ///   - function: The method called; the caller's own name by default.
  /// - Returns: The stubbed value.
  /// - Throws: The stubbed error.
  public func suspendingAnswer(
    _ mock: some Mock,
    _ arguments: Any...,
    function: String = #function
  ) async throws(Failure) -> Value {
    try await suspendingAnswer(mock, arguments, function: function) ?? Value()
  }
}
