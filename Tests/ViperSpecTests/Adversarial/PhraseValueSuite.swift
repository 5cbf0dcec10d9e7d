import ViperSpec

/// A suite that checks the values a step phrase's parameters take from a text.
protocol PhraseValueSuite {}

extension PhraseValueSuite {
  /// The values a phrase's parameters take from a text, as a step's closure gets them.
  func values(
    _ phrase: String,
    _ text: String,
    types custom: [ParameterType] = []
  ) throws -> [String]? {
    let types = Dictionary(
      (ParameterType.builtIn + custom).map { ($0.name, $0) },
      uniquingKeysWith: { _, last in last }
    )
    let expression = try CucumberExpression(phrase, types: types)
    guard let arguments = expression.arguments(text) else { return nil }
    return try zip(expression.parameterTypes, arguments).map { type, argument in
      "\(try type.groupTransform(argument.group))"
    }
  }
}
