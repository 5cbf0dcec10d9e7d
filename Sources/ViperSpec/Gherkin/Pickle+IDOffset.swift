extension Pickle {
  /// Returns the pickle with every identifier it holds moved up by a number.
  ///
  /// Cucumber numbers the nodes and pickles of all the files it reads in one stream from one
  /// counter; a file compiled on its own counts from zero, so a stream of several files shifts
  /// each file's identifiers past those of the files before it.
  ///
  /// - Parameter offset: How many identifiers the earlier files used.
  /// - Returns: The shifted pickle.
  package func offsettingIDs(by offset: Int) -> Pickle {
    guard offset != 0 else { return self }
    func shifted(_ id: String) -> String { Int(id).map { String($0 + offset) } ?? id }
    var copy = self
    copy.id = shifted(id)
    copy.astNodeIds = astNodeIds.map(shifted)
    copy.tags = tags.map { (name: $0.name, astNodeId: shifted($0.astNodeId)) }
    copy.steps = steps.map { step in
      var step = step
      step.id = shifted(step.id)
      step.astNodeIds = step.astNodeIds.map(shifted)
      return step
    }
    return copy
  }
}
