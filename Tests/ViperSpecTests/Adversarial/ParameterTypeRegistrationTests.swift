import Testing
import ViperSpec

/// Attacks the promise that a library refuses the parameter types Cucumber refuses, whether
/// registered or included, at the line that registers them: one named like another, one with a
/// name it cannot hold, and a one-text transform over several groups.
@Suite struct ParameterTypeRegistrationTests {
  @Test func `a one-text transform on an expression with several groups is refused`() {
    var steps = StepLibrary<Void> {}
    steps.register(ParameterType(name: "range", regex: #"(\d+)-(\d+)"#) { $0 })

    #expect(steps.invalidDefinitions.count == 1)
    #expect(steps.invalidDefinitions.first?.contains("has 2 capturing groups") == true)
    #expect(
      steps.invalidDefinitions.first?.contains("ParameterType(name:capturing:transform:)") == true
    )
  }

  @Test func `a custom type named like another is refused, as Cucumber refuses it`() {
    var steps = StepLibrary<Void>(parameterTypes: [
      ParameterType(name: "int", regex: "[a-z]+") { $0 }
    ]) {}
    steps.register(ParameterType(name: "mine", regex: "x") { $0 })
    steps.register(ParameterType(name: "mine", regex: "y") { $0 })
    steps.register(ParameterType(name: "", regex: "z") { $0 })
    steps.register(ParameterType(name: "a/b", regex: "z") { $0 })

    let errors = steps.invalidDefinitions
    #expect(errors.count == 4)
    #expect(
      errors.contains {
        $0.hasSuffix(
          "There is already a parameter with name int. To fix, give the custom type a name of its own, such as {int2}."
        )
      }
    )
    #expect(errors.contains { $0.contains("There is already a parameter with name mine") })
    #expect(
      errors.contains { $0.contains("The anonymous parameter type has already been defined") }
    )
    #expect(errors.contains { $0.contains("Illegal character '/' in parameter name {a/b}") })
    let thisFile = "Tests/" + (#filePath.split(separator: "/Tests/").last.map(String.init) ?? "")
    #expect(errors.allSatisfy { $0.hasPrefix(thisFile + ":") })
  }

  @Test func `an included library's types are checked as registered ones are`() {
    var first = StepLibrary<Void> {}
    first.register(ParameterType(name: "color", regex: "red|blue") { $0 })
    var second = StepLibrary<Void> {}
    second.register(ParameterType(name: "color", regex: "[0-9]+") { $0 })
    second.register(ParameterType(name: "int", regex: "x") { $0 })

    first.include(second)

    #expect(first.invalidDefinitions.count == 2)
    #expect(
      first.invalidDefinitions.contains {
        $0.contains("There is already a parameter with name color")
      }
    )
    #expect(
      first.invalidDefinitions.contains {
        $0.contains("There is already a parameter with name int")
      }
    )
  }
}
