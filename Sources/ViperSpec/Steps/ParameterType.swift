import Foundation

/// A named kind of value a step phrase can capture, such as `{int}` or a custom `{date}`.
///
/// The built-in types are Cucumber's: `{int}` (an `Int`), `{float}` and `{double}` (a `Double`,
/// `1.5`, `.5`, `-2`, `+1.5E+3`), `{word}` (a `String` without spaces), `{string}` (the text in
/// double or single quotes, `\"` and `\'` unescaped), `{}` (anything, a `String`), `{byte}`,
/// `{short}` and `{long}` (an `Int8`, `Int16`, `Int64`), and `{biginteger}` and `{bigdecimal}`
/// (the number's digits as a `String`, exact). Numbers may be written in any script's digits
/// (`٣` reads as 3), as in Cucumber. Register custom types with a regular expression for the text
/// and a transform that turns the text into a value:
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
  /// The name written between braces in a phrase.
  public let name: String
  /// The regular expression the text must match, as shown in the step glossary.
  public let regex: String
  /// The regular expressions, any of which the text may match; one for a custom type.
  package let regexps: [String]
  /// The function that turns matched text into a value.
  public let transform: @Sendable (String) throws -> any Sendable
  /// The function that turns what the parameter's group matched into a value: the text its
  /// regular expression's groups captured, as Cucumber hands them to a transformer.
  package let groupTransform: @Sendable (StepMatchGroup) throws -> any Sendable
  /// How many capturing groups the regular expression has at its top level.
  let groupCount: Int
  /// Whether the transform takes the group values as a list, `init(name:capturing:transform:)`.
  let takesGroups: Bool
  /// The type of the values `transform` returns, which a step's closure must take.
  let valueType: StepValueType
  /// Whether a snippet for an undefined step may use the type, as Cucumber's generator does
  /// with custom types, `{int}`, `{float}` and `{string}`.
  let usedForSnippets: Bool
  /// Whether the type comes first among types that match the same text, as `{int}` does
  /// before `{float}`.
  let preferredForSnippets: Bool

  /// Creates a custom parameter type.
  ///
  /// The transform gets the text the regular expression matched, or, if the expression has one
  /// capturing group, the text of that group (`#(\w+)` gives `abc` for `#abc`), as Cucumber
  /// gives it. For an expression with several groups, use `init(name:capturing:transform:)`. A
  /// transform that throws fails the step with the error's description.
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
    self.init(name: name, regexps: [regex], takesGroups: false, transform: transform) { group in
      let groups = group.children
      return try transform(groups.count == 1 ? groups[0].value ?? "" : group.value ?? "")
    }
  }

  /// Creates a custom parameter type whose transform takes what each capturing group of its
  /// regular expression matched, as a Cucumber transformer with several parameters does.
  ///
  /// ```swift
  /// let flight = ParameterType(name: "flight", capturing: "([A-Z]{3})-([A-Z]{3})") { groups in
  ///   Flight(from: groups[0] ?? "", to: groups[1] ?? "")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name written between braces, such as `flight`.
  ///   - regex: A regular expression (ICU syntax) with capturing groups.
  ///   - transform: A function that turns the groups' text into a value; a group that took no
  ///     part in the match is nil. Without groups, it gets the whole text.
  public init<Value: Sendable>(
    name: String,
    capturing regex: String,
    transform: @escaping @Sendable ([String?]) throws -> Value
  ) {
    let pattern = (try? NSRegularExpression(pattern: "^(?:\(regex))$"))
      .map(UncheckedSendableRegularExpression.init)
    let groups = RegexGroupTree(pattern: regex).roots.map(\.number)
    self.init(
      name: name,
      regexps: [regex],
      takesGroups: true,
      // Given the whole text, it reads the groups itself, as a step would hand them over.
      transform: { text in
        let whole = NSRange(text.startIndex..., in: text)
        guard let match = pattern?.expression.firstMatch(in: text, range: whole), !groups.isEmpty
        else { return try transform([text]) }
        return try transform(
          groups.map { group in
            let range = match.range(at: group)
            return range.location == NSNotFound ? nil : (text as NSString).substring(with: range)
          }
        )
      },
      groupTransform: { group in
        try transform(group.children.isEmpty ? [group.value] : group.children.map(\.value))
      }
    )
  }

  /// A built-in type: its transform takes the whole text, whatever groups its expression has.
  private init<Value: Sendable>(
    name: String,
    regexps: [String],
    snippets: (used: Bool, preferred: Bool) = (false, false),
    transform: @escaping @Sendable (String) throws -> Value
  ) {
    self.init(
      name: name,
      regexps: regexps,
      takesGroups: false,
      snippets: snippets,
      transform: transform
    ) { group in
      try transform(group.value ?? "")
    }
  }

  private init<Value: Sendable>(
    name: String,
    regexps: [String],
    takesGroups: Bool,
    snippets: (used: Bool, preferred: Bool) = (true, false),
    transform: @escaping @Sendable (String) throws -> Value,
    groupTransform: @escaping @Sendable (StepMatchGroup) throws -> Value
  ) {
    (usedForSnippets, preferredForSnippets) = snippets
    self.name = name
    self.regexps = regexps
    self.regex = regexps.joined(separator: "|")
    self.transform = { try transform($0) }
    self.groupTransform = { try groupTransform($0) }
    self.groupCount = regexps.map { RegexGroupTree(pattern: $0).roots.count }.reduce(0, +)
    self.takesGroups = takesGroups
    self.valueType = StepValueType(Value.self)
  }

  private static let integers = [#"-?\d+"#, #"\d+"#]
  private static let float = #"[-+]?(?:\d+(?:\.\d+)?|\.\d+)(?:[E][+-]?\d+)?"#

  /// The text with every decimal digit written as an ASCII one: `\d` matches any script's digits
  /// (`٣`, `३`), and Cucumber reads their value, as Python's `int` does.
  private static func asciiDigits(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
        result.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static func integer<Value: FixedWidthInteger & Sendable>(
    _ name: String,
    _: Value.Type,
    snippets: (used: Bool, preferred: Bool) = (false, false)
  ) -> ParameterType {
    ParameterType(name: name, regexps: integers, snippets: snippets) { text in
      guard let value = Value(asciiDigits(text)) else {
        throw StepArgumentError("'\(text)' is not a whole number that fits {\(name)}.")
      }
      return value
    }
  }

  private static func number(
    _ name: String,
    snippets: (used: Bool, preferred: Bool) = (false, false)
  ) -> ParameterType {
    ParameterType(name: name, regexps: [float], snippets: snippets) { text in
      guard let value = Double(asciiDigits(text)) else {
        throw StepArgumentError("'\(text)' is not a number.")
      }
      return value
    }
  }

  /// The types every library knows, Cucumber's built-in ones.
  public static let builtIn: [ParameterType] = [
    // As Cucumber's: snippets use {int} (first), {float} and {string}.
    integer("int", Int.self, snippets: (true, true)),
    number("float", snippets: (true, false)),
    number("double"),
    ParameterType(name: "word", regexps: [#"[^\s]+"#]) { $0 },
    ParameterType(
      name: "string",
      regexps: [#""([^\"\\]*(\\.[^\"\\]*)*)""#, #"'([^'\\]*(\\.[^'\\]*)*)'"#],
      snippets: (true, false)
    ) { text in
      // By scalars: a quote, or a backslash, may be followed by a combining mark.
      var result = String.UnicodeScalarView()
      var scalars = text.unicodeScalars.dropFirst().dropLast()[...]
      while let scalar = scalars.popFirst() {
        if scalar == "\\", let next = scalars.first, next == "\"" || next == "'" { continue }
        result.append(scalar)
      }
      return String(result)
    },
    ParameterType(name: "", regexps: [".*"]) { $0 },
    integer("byte", Int8.self),
    integer("short", Int16.self),
    integer("long", Int64.self),
    ParameterType(name: "biginteger", regexps: integers) { asciiDigits($0) },
    ParameterType(name: "bigdecimal", regexps: [float]) { asciiDigits($0) },
  ]
}
