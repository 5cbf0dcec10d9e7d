/// A Cucumber Expression written for a step's text: the text between its parameters, and each
/// parameter's type.
package struct GeneratedStepExpression: Equatable, Sendable {
  /// The text before the first parameter, between each two, and after the last, unescaped:
  /// one more than `typeNames`.
  package let literals: [String]
  /// The parameters' type names, in order.
  package let typeNames: [String]
  /// The parameters' value types' names, for a snippet's closure: `Int`, `Double`, `String`.
  package let valueTypeNames: [String]

  /// The expression, each literal escaped so that it reads as itself: `(`, `)`, `{`, `}`, `/` and
  /// `\` take a backslash.
  package var source: String {
    // By scalars: a `/` followed by a joiner or a combining mark is one Character with it.
    var source = String.UnicodeScalarView()
    for (index, literal) in literals.enumerated() {
      for scalar in literal.unicodeScalars {
        if "(){}/\\".unicodeScalars.contains(scalar) { source.append("\\") }
        source.append(scalar)
      }
      if index < typeNames.count {
        source.append(contentsOf: "{\(typeNames[index])}".unicodeScalars)
      }
    }
    return String(source)
  }

  /// The parameters' names in a snippet's closure: each type's name as a Swift identifier, with
  /// a number from the second use of a type on (`string`, `string2`), as Cucumber names them.
  package var parameterNames: [String] {
    var uses: [String: Int] = [:]
    return typeNames.map { typeName in
      var name = String(
        typeName.unicodeScalars.filter {
          $0 == "_" || $0.properties.isAlphabetic
            || ("0"..."9").contains($0)
        }.map(Character.init)
      )
      if name.isEmpty || name.first?.isNumber == true { name = "value" + name }
      uses[name, default: 0] += 1
      let count = uses[name] ?? 1
      return count == 1 ? name : "\(name)\(count)"
    }
  }
}
