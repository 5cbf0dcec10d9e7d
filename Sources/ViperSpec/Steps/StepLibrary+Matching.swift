/// How a library finds the definition a step's text runs, and the phrases closest to a text
/// none matches.
extension StepLibrary {
  /// Finds the definitions that match a step's text.
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: The single match, or why there is none.
  package func match(_ text: String) -> StepMatch<World> {
    var found: [(StepDefinition<World>, [String])] = []
    for candidate in index.candidates(for: text) {
      let definition = definitions[candidate]
      guard case .success(let expression) = definition.expression,
        let captured = expression.match(text)
      else { continue }
      found.append((definition, captured))
    }
    // A regex has no leading text to index: each is tried.
    for definition in definitions where definition.regexMatches?(text) == true {
      found.append((definition, []))
    }
    switch found.count {
    case 0: return .undefined(closest: closestPhrases(to: text))
    case 1: return .matched(found[0].0, captured: found[0].1)
    default: return .ambiguous(found.map(\.0))
    }
  }

  /// Returns the phrase of the first definition that matches a step's text, if one does: what a
  /// catalog asks of each library to pick the one a scenario runs with, so it does not look for
  /// the closest phrases of a text no phrase matches.
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: The phrase, or nil.
  package func phrase(matching text: String) -> String? {
    for candidate in index.candidates(for: text) {
      guard case .success(let expression) = definitions[candidate].expression,
        expression.match(text) != nil
      else { continue }
      return definitions[candidate].source
    }
    return definitions.first { $0.regexMatches?(text) == true }?.source
  }

  /// Finds every definition that matches a step's text, with its arguments, in definition order:
  /// what Cucumber Messages report for a step (several for an ambiguous one).
  ///
  /// - Parameter text: The step's text without its keyword.
  /// - Returns: Each matching definition's index in ``definitions`` and its arguments.
  package func matches(_ text: String) -> [(index: Int, arguments: [StepMatchArgument])] {
    var found: [(index: Int, arguments: [StepMatchArgument])] = []
    for candidate in index.candidates(for: text) {
      guard case .success(let expression) = definitions[candidate].expression,
        let arguments = expression.arguments(text)
      else { continue }
      found.append((candidate, arguments))
    }
    for (position, definition) in definitions.enumerated() {
      if let arguments = definition.regexArguments?(text) { found.append((position, arguments)) }
    }
    return found.sorted { $0.index < $1.index }
  }

  /// Returns up to three phrases closest to a text by edit distance.
  ///
  /// - Parameter text: The step's text.
  /// - Returns: The phrases, closest first.
  package func closestPhrases(to text: String) -> [String] {
    // Typed step by step: as one chained expression, this body took the type checker 13 s.
    let scored: [(phrase: String, distance: Int)] = definitions.map { definition in
      (definition.source, EditDistance.between(definition.source, text))
    }
    let ranked = scored.sorted { left, right in
      left.distance != right.distance ? left.distance < right.distance : left.phrase < right.phrase
    }
    return ranked.prefix(3).map(\.phrase)
  }
}
