/// One token of a Cucumber Expression, as Cucumber's tokenizer makes them: positions count
/// Unicode scalars, and a text token's span includes the backslashes that escaped it.
package struct CucumberExpressionToken: Equatable, Sendable {
  /// What a token is; the raw values are Cucumber's names.
  package enum Kind: String, Sendable {
    case startOfLine = "START_OF_LINE"
    case endOfLine = "END_OF_LINE"
    case whiteSpace = "WHITE_SPACE"
    case beginOptional = "BEGIN_OPTIONAL"
    case endOptional = "END_OPTIONAL"
    case beginParameter = "BEGIN_PARAMETER"
    case endParameter = "END_PARAMETER"
    case alternation = "ALTERNATION"
    case text = "TEXT"

    /// The character a bracket or separator is written with.
    var symbol: String {
      switch self {
      case .beginOptional: "("
      case .endOptional: ")"
      case .beginParameter: "{"
      case .endParameter: "}"
      case .alternation: "/"
      default: ""
      }
    }

    /// What a bracket or separator is for, as Cucumber's messages say it.
    var purpose: String {
      switch self {
      case .beginOptional, .endOptional: "optional text"
      case .beginParameter, .endParameter: "a parameter"
      case .alternation: "alternation"
      default: ""
      }
    }
  }

  package let kind: Kind
  package let text: String
  package let start: Int
  package let end: Int
}
