/// A place in a file one mutant changes, and how the schema switches that change on.
package struct MutationSite: Equatable {
  /// How the change is made, each behind a runtime switch on the mutant's number.
  package enum Shape: Equatable {
    /// A binary operator replaced: the schema calls an operator of its own that does either.
    case binaryOperator(replacement: String)
    /// An expression replaced by another: `(on ? replacement : original)`.
    case choice(replacement: String)
    /// A condition negated: `((original) != on)`.
    case negation
    /// A statement removed: `if !on { original }`.
    case removal
    /// A statement made twice: `original; if on { original }`.
    case duplication
    /// Two statements swapped: `if on { second; first } else { first; second }`; the ranges
    /// are the two statements' bytes.
    case swap(first: Range<Int>, second: Range<Int>)

    /// The order sites of the same bytes nest in: a higher one goes around a lower one.
    var nesting: Int {
      switch self {
      case .binaryOperator: 0
      case .choice: 1
      case .negation: 2
      case .removal: 3
      case .duplication: 4
      case .swap: 5
      }
    }
  }

  /// The bytes of the original source the site changes.
  package var range: Range<Int>
  /// How.
  package var shape: Shape
  /// The operator it stands for.
  package var mutationOperator: MutationOperator

  /// Creates a site.
  package init(range: Range<Int>, shape: Shape, mutationOperator: MutationOperator) {
    self.range = range
    self.shape = shape
    self.mutationOperator = mutationOperator
  }

  /// The code as the mutant changes it, for reports: removed code is empty.
  ///
  /// - Parameter source: The original source's bytes.
  /// - Returns: The replacement text.
  func replacement(in source: [UInt8]) -> String {
    let original = Self.text(range, of: source)
    switch shape {
    case .binaryOperator(let replacement), .choice(let replacement): return replacement
    case .negation: return "!(\(original))"
    case .removal: return ""
    case .duplication: return "\(original); \(original)"
    case .swap(let first, let second):
      return "\(Self.text(second, of: source)); \(Self.text(first, of: source))"
    }
  }

  static func text(_ range: Range<Int>, of source: [UInt8]) -> String {
    String(decoding: source[range], as: UTF8.self)
  }
}
