import Foundation

/// A named kind of value a step phrase can capture, such as `{int}` or a custom `{date}`.
///
/// The built-in types are `{int}`, `{float}`, `{word}`, `{string}` (in single or double quotes)
/// and `{}` (anything). Register custom types with a regular expression for the text and a
/// transform that turns the text into a value:
///
/// ```swift
/// let weekday = ParameterType(name: "weekday", regex: "Sunday|Monday|Tuesday") { text in
///   try Weekday(named: text)
/// }
/// var steps = StepLibrary<UpcomingWorld>(parameterTypes: [weekday])
/// steps.given("the week starts on {weekday}") { (world, day: Weekday) in
///   world.calendar.firstWeekday = day
/// }
/// ```
public struct ParameterType: Sendable {
  enum Kind: Sendable {
    case int
    case float
    case word
    case string
    case anything
    case custom(NSRegularExpression)
  }

  /// The name written between braces in a phrase.
  public let name: String
  /// The regular expression the text must match, as shown in the step glossary.
  public let regex: String
  let kind: Kind
  /// The function that turns matched text into a value.
  public let transform: @Sendable (String) throws -> any Sendable
  /// The type of the values `transform` returns, which a step's closure must take.
  let valueType: StepValueType

  /// Creates a custom parameter type.
  ///
  /// The expression must match the whole captured text. A transform that throws fails the step
  /// with the error's description.
  ///
  /// - Parameters:
  ///   - name: The name written between braces, such as `date`.
  ///   - regex: A regular expression (ICU syntax) for the text, such as `\d{4}-\d{2}-\d{2}`.
  ///   - transform: A function that turns the matched text into a value.
  public init<Value: Sendable>(
    name: String,
    regex: String,
    transform: @escaping @Sendable (String) throws -> Value
  ) {
    self.name = name
    self.regex = regex
    self.transform = { try transform($0) }
    self.valueType = StepValueType(Value.self)
    if let compiled = try? NSRegularExpression(pattern: "^(?:\(regex))$") {
      self.kind = .custom(compiled)
    } else {
      self.kind = .custom(Self.nothing)
    }
  }

  private init<Value: Sendable>(
    builtIn name: String,
    regex: String,
    kind: Kind,
    transform: @escaping @Sendable (String) throws -> Value
  ) {
    self.name = name
    self.regex = regex
    self.kind = kind
    self.transform = { try transform($0) }
    self.valueType = StepValueType(Value.self)
  }

  /// Whether the regular expression of a custom type compiles.
  var isValid: Bool {
    if case .custom(let expression) = kind { return expression !== Self.nothing }
    return true
  }

  private static let nothing = Self.neverMatching()

  private static func neverMatching() -> NSRegularExpression {
    do {
      return try NSRegularExpression(pattern: "(?!)")
    } catch {
      preconditionFailure("The never-matching expression compiles: \(error)")
    }
  }

  /// The types every library knows: `int`, `float`, `word`, `string` and the anonymous type.
  public static let builtIn: [ParameterType] = [
    ParameterType(builtIn: "int", regex: #"-?\d+"#, kind: .int) { text in
      guard let value = Int(text) else { throw StepArgumentError("'\(text)' is not an integer.") }
      return value
    },
    ParameterType(builtIn: "float", regex: #"-?\d*\.?\d+"#, kind: .float) { text in
      guard let value = Double(text) else { throw StepArgumentError("'\(text)' is not a number.") }
      return value
    },
    ParameterType(builtIn: "word", regex: #"[^\s]+"#, kind: .word) { $0 },
    ParameterType(builtIn: "string", regex: #""[^"]*"|'[^']*'"#, kind: .string) { text in
      let quote = text.first ?? "\""
      return String(text.dropFirst().dropLast()).replacingAll("\\\(quote)", with: String(quote))
    },
    ParameterType(builtIn: "", regex: ".*", kind: .anything) { $0 },
  ]
}
