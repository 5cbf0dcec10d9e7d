import Testing
import ViperSpec

/// What the CI cross-check with Cucumber's Python reference (`.ci/check-cucumber.sh`) found on
/// mutants of Cucumber's test data, beyond the data itself: each case here read differently from
/// the reference before it was fixed.
@Suite struct CucumberReferenceMutantTests {
  let types = Dictionary(uniqueKeysWithValues: ParameterType.builtIn.map { ($0.name, $0) })

  private func values(_ expression: String, _ text: String) throws -> [String]? {
    let compiled = try CucumberExpression(expression, types: types)
    guard let captured = compiled.match(text) else { return nil }
    return try zip(compiled.parameterTypes, captured).map { type, text in
      "\(try type.transform(text))"
    }
  }

  @Test func `a tab separates alternatives as a space does`() throws {
    let expression = try CucumberExpression("{int} rat(s)/mouse/mi\tce", types: types)

    #expect(expression.pattern == "^((?:-?\\d+)|(?:\\d+)) (?:rat(?:s)?|mouse|mi)\tce$")
    #expect(try values("{int} rat(s)/mouse/mi\tce", "2 mi\tce") == ["2"])
  }

  @Test func `any whitespace can be escaped, as a space can`() throws {
    let expression = try CucumberExpression("a\\\tb/c", types: types)

    #expect(expression.pattern == "^(?:a\tb|c)$")
  }

  @Test func `an alternative of only a tab is empty, as one of only a space is`() {
    #expect(throws: CucumberExpressionError.self) {
      try CucumberExpression("x/\t{int}", types: types)
    }
  }

  @Test(arguments: [
    ("{int}", "٣", "3"), ("{int}", "-٣2", "-32"), ("{short}", "32٣67", "32367"),
    ("{double}", "٣.٥", "3.5"), ("{float}", "1٣5E+3", "135000.0"), ("{biginteger}", "१२", "12"),
    ("{bigdecimal}", "٣.٥", "3.5"),
  ])
  func `digits of any script read as their value`(_ example: (String, String, String)) throws {
    #expect(try values(example.0, example.1) == [example.2])
  }

  @Test func `a string's regular expression is the reference's, one alternative per quote`() throws
  {
    let expression = try CucumberExpression("{string}", types: types)

    #expect(
      expression.pattern
        == #"^((?:"([^\"\\]*(\\.[^\"\\]*)*)")|(?:'([^'\\]*(\\.[^'\\]*)*)'))$"#
    )
    #expect(try values("{string}", #"'it\'s'"#) == ["it's"])
    #expect(try values("{string}", #""say \"hi\"""#) == [#"say "hi""#])
  }
}
