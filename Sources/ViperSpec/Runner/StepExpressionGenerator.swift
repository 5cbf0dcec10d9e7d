import Foundation

/// Writes the Cucumber Expressions a step's text could be defined by, as Cucumber's generator
/// writes them for a snippet: each whole word or quoted text that a type used for snippets
/// matches becomes a parameter (`{int}`, `{float}`, `{string}` or a custom type), the longest
/// match from the leftmost place first; where several types match the same text, one expression
/// per combination, the preferred type's first (`{int}` before `{float}`).
package enum StepExpressionGenerator {
  /// As many expressions as Cucumber's generator writes at most.
  static let maximumCount = 256

  /// Returns the expressions for a text.
  ///
  /// - Parameters:
  ///   - text: A step's text without its keyword.
  ///   - types: The parameter types the step's library knows; built-in ones count only if they
  ///     are among them.
  /// - Returns: At least one expression; the first is the one a snippet shows.
  package static func expressions(
    for text: String,
    types: [ParameterType]
  ) -> [GeneratedStepExpression] {
    let scalars = Array(text.unicodeScalars)
    // ICU reports UTF-16 offsets; Cucumber's generator counts scalars (Python's code points).
    var scalarAt = [Int](repeating: 0, count: text.utf16.count + 1)
    var utf16At = [Int](repeating: 0, count: scalars.count + 1)
    var offset = 0
    for (index, scalar) in scalars.enumerated() {
      utf16At[index] = offset
      scalarAt[offset] = index
      offset += scalar.utf16.count
    }
    utf16At[scalars.count] = offset
    scalarAt[offset] = scalars.count
    var seen: Set<String> = []
    let matchers = types.filter { $0.usedForSnippets && seen.insert($0.name).inserted }
      .flatMap { type in
        type.regexps.compactMap { pattern in
          (try? NSRegularExpression(pattern: "(\(pattern))", options: .useUnixLineSeparators)).map {
            (type: type, regex: $0)
          }
        }
      }
    /// A letter or a number, as Python's `str.isalnum` reads one character.
    func isAlphanumeric(_ index: Int) -> Bool {
      let properties = scalars[index].properties
      switch properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
        return true
      default:
        return properties.numericType != nil
      }
    }
    /// The first match at or after a place that is a whole word, as scalar offsets.
    func find(_ regex: NSRegularExpression, from start: Int) -> Range<Int>? {
      for place in start..<scalars.count {
        let searched = NSRange(location: utf16At[place], length: offset - utf16At[place])
        guard let match = regex.firstMatch(in: text, range: searched) else { return nil }
        let range = scalarAt[match.range.location]..<scalarAt[NSMaxRange(match.range)]
        let wholeWord =
          (range.lowerBound == 0 || !isAlphanumeric(range.lowerBound - 1))
          && (range.upperBound == scalars.count || !isAlphanumeric(range.upperBound))
        if !range.isEmpty, wholeWord { return range }
      }
      return nil
    }
    var literals: [String] = []
    var combinations: [[ParameterType]] = []
    var place = 0
    while place < scalars.count {
      let found = matchers.compactMap { matcher in
        find(matcher.regex, from: place).map { (type: matcher.type, range: $0) }
      }
      guard
        let best = found.min(by: { left, right in
          left.range.lowerBound != right.range.lowerBound
            ? left.range.lowerBound < right.range.lowerBound
            : left.range.count > right.range.count
        })
      else { break }
      var names: Set<String> = []
      let tied = found.filter { $0.range == best.range && names.insert($0.type.name).inserted }
      combinations.append(tied.map(\.type).sorted(by: isBefore))
      literals.append(string(scalars[place..<best.range.lowerBound]))
      place = best.range.upperBound
    }
    literals.append(string(scalars[min(place, scalars.count)...]))
    var expressions: [GeneratedStepExpression] = []
    func expand(_ chosen: [ParameterType]) {
      guard expressions.count < maximumCount else { return }
      guard chosen.count < combinations.count else {
        expressions.append(
          GeneratedStepExpression(
            literals: literals,
            typeNames: chosen.map(\.name),
            valueTypeNames: chosen.map(\.valueType.name)
          )
        )
        return
      }
      for type in combinations[chosen.count] { expand(chosen + [type]) }
    }
    expand([])
    return expressions
  }

  /// Cucumber's order among types that match the same text: preferred ones first, then shorter
  /// names (then names, so that the order never depends on a set's).
  private static func isBefore(_ left: ParameterType, _ right: ParameterType) -> Bool {
    if left.preferredForSnippets != right.preferredForSnippets { return left.preferredForSnippets }
    let (leftLength, rightLength) = (
      left.name.unicodeScalars.count, right.name.unicodeScalars.count
    )
    if leftLength != rightLength { return leftLength < rightLength }
    return left.name < right.name
  }

  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars)
    return String(text)
  }
}
