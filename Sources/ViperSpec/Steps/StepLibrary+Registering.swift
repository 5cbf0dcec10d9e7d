/// How a library takes a definition in: its phrase checked against its closure's types, kept
/// under an index for matching, and a library included into another.
extension StepLibrary {
  static func types<each Parameter>(
    _ types: repeat (each Parameter).Type
  ) -> [StepValueType] {
    var result: [StepValueType] = []
    repeat result.append(StepValueType(each types))
    return result
  }

  /// Adds every definition and parameter type of another library with the same world.
  ///
  /// - Parameter other: The library to include.
  public mutating func include(_ other: StepLibrary<World>) {
    typeErrors += other.typeErrors
    for type in other.orderedParameterTypes {
      // The built-ins, and a type both libraries took from one place, are the same type.
      if let known = parameterTypes[type.name], known.regexps == type.regexps { continue }
      register(type, filePath: other.creationFile, line: other.creationLine)
    }
    // Definitions and hooks keep the order the other library made them in.
    var otherHooks = other.hooks[...]
    for definition in other.definitions {
      while let hook = otherHooks.first, hook.sequence < definition.sequence {
        append(otherHooks.removeFirst())
      }
      append(definition)
    }
    for hook in otherHooks { append(hook) }
    for hook in other.runHooks {
      appendRunHook(
        isBefore: hook.isBefore,
        name: hook.name,
        filePath: hook.filePath,
        line: hook.line,
        hook.body
      )
    }
  }

  mutating func add(
    _ phrase: String,
    kind: StepDefinitionKind<World>,
    takes closureTypes: [StepValueType],
    fileID: String,
    filePath: String,
    line: Int
  ) {
    let expression: Result<CucumberExpression, CucumberExpressionError>
    do throws(CucumberExpressionError) {
      // Cucumber reads such a phrase as a regular expression; as an expression it would match
      // only its own text, and a team migrating its steps would find them undefined.
      if phrase.unicodeScalars.first == "^" || phrase.unicodeScalars.last == "$" {
        throw CucumberExpressionError(
          expression: phrase,
          message: "it starts with ^ or ends with $, so Cucumber would read it as a regular "
            + "expression, but a phrase here is a Cucumber Expression. To fix, write it as one "
            + "('I have {int} cukes' for '^I have (\\d+) cukes$', '(not )' for '( not)?'), or "
            + "define the step with a Swift Regex: steps.given(#/^I have (\\d+) cukes$/#), which "
            + "is also how to match a literal ^ or $."
        )
      }
      let compiled = try CucumberExpression(phrase, types: parameterTypes)
      if let mismatch = Self.mismatch(of: closureTypes, with: compiled.parameterTypes) {
        throw CucumberExpressionError(expression: phrase, message: mismatch)
      }
      expression = .success(compiled)
    } catch {
      expression = .failure(error)
    }
    append(
      StepDefinition(
        expression: expression,
        source: phrase,
        kind: kind,
        fileID: fileID,
        filePath: filePath,
        line: line
      )
    )
  }

  /// Says how a closure's parameter types differ from what the phrase and its block give, if
  /// they do.
  static func mismatch(
    of closureTypes: [StepValueType],
    with parameters: [ParameterType]
  ) -> String? {
    let given = parameters.map(\.valueType.name)
    let block = [StepValueType(DataTable.self), StepValueType(DocString.self)]
    let fix =
      "To fix, give the closure the parameters (\((["world"] + given).joined(separator: ", "))), "
      + "then a DataTable, a DocString or both if the step has them."
    // After the phrase's values, a DataTable, a DocString, or both (a step may have both).
    let extras = closureTypes.dropFirst(parameters.count)
    guard closureTypes.count >= parameters.count, extras.allSatisfy(block.contains),
      Set(extras.map(\.name)).count == extras.count
    else {
      return "its closure takes (\(closureTypes.map(\.name).joined(separator: ", "))) after the "
        + "world, but the phrase gives (\(given.joined(separator: ", "))). \(fix)"
    }
    for (position, parameter) in parameters.enumerated()
    where !parameter.valueType.isOpaque && parameter.valueType != closureTypes[position] {
      return "its closure's parameter \(position + 1) is \(closureTypes[position].name), but "
        + "{\(parameter.name)} gives \(parameter.valueType.name). \(fix)"
    }
    return nil
  }

  mutating func append(_ definition: StepDefinition<World>) {
    var definition = definition
    definition.sequence = made
    made += 1
    definitions.append(definition)
    if case .success(let expression) = definition.expression {
      index.insert(definitions.count - 1, prefix: expression.leadingLiteral)
    }
  }
}
