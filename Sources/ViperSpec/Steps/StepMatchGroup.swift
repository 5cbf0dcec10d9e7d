/// What a capturing group matched in a step's text, with the groups inside it.
///
/// It is Cucumber Messages' `Group`. A group that took no part in the match has neither start
/// nor value.
package struct StepMatchGroup: Equatable, Sendable {
  /// Where the group's text starts, in UTF-16 code units from the start of the step's text, as
  /// Cucumber's Java and JavaScript implementations count.
  package var start: Int?
  /// The text the group matched.
  package var value: String?
  /// The capturing groups inside this one.
  package var children: [StepMatchGroup]

  /// Reads a group of a match.
  ///
  /// - Parameters:
  ///   - node: The group in the pattern.
  ///   - matched: Where a group number's text starts (in UTF-16 code units) and the text, or nil
  ///     if the group took no part.
  package init(_ node: RegexGroupTree.Node, matched: (Int) -> (start: Int, value: String)?) {
    if let (start, value) = matched(node.number) {
      self.start = start
      self.value = value
    }
    children = node.children.map { StepMatchGroup($0, matched: matched) }
  }
}
