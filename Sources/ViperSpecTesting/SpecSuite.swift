import Foundation
import ViperSpec

/// A source of test cases for the scenarios in a folder of spec files.
///
/// Paths are relative to the package root, found from the test file's `#filePath`, so the suite
/// runs the same from Xcode, `swift test` and CI.
///
/// ```swift
/// @Suite struct TodosSpecTests {
///   @Test(arguments: SpecSuite.scenarios(in: "Specs/todos", relativeTo: #filePath))
///   func scenario(_ scenario: ScenarioCase) async {
///     await scenario.run(with: TodosSteps.catalog)
///   }
/// }
/// ```
public enum SpecSuite {
  /// Finds, parses and compiles the scenarios in a folder or file.
  ///
  /// - Parameters:
  ///   - path: A folder or spec file, relative to the package root.
  ///   - filePath: The calling test file's `#filePath`, to find the package root.
  ///   - language: The keywords' language for Markdown specs, such as `en` or `ja`.
  ///   - tags: A tag expression such as `not @slow`; empty selects every scenario.
  /// - Returns: One case per scenario, or failing cases for what cannot run.
  public static func scenarios(
    in path: String,
    relativeTo filePath: String = #filePath,
    language: String = "en",
    tags: String = ""
  ) -> [ScenarioCase] {
    let root = PackageRoot.containing(filePath) ?? FileManager.default.currentDirectoryPath
    let full = path.hasPrefix("/") ? path : "\(root)/\(path)"
    let expression: TagExpression
    do {
      expression = try TagExpression(parsing: tags)
    } catch {
      return [ScenarioCase(content: .failure(message: error.description, path: full, line: 1))]
    }
    let run: ScenarioSelection
    do {
      run = try ScenarioSelection(paths: [full], language: language, tags: expression)
    } catch {
      return [
        ScenarioCase(
          content: .failure(
            message: """
              Expected a spec folder at \(full), but \(error.message.lowercased())

              Spec paths are relative to the package root above \(filePath).

              To fix, correct the path or create the folder with a .feature.md file.
              """,
            path: full,
            line: 1
          )
        )
      ]
    }
    var cases = run.parseErrors.map { error in
      ScenarioCase(
        content: .failure(
          message:
            "\(error.description)\n\nThe file is not valid Gherkin, so none of its scenarios run.\n\nTo fix, correct the line named above.",
          path: error.uri,
          line: error.location.line
        )
      )
    }
    cases += run.lintErrorsOfNoScenario.map { error in
      ScenarioCase(content: .failure(message: error.message, path: error.uri, line: error.line))
    }
    cases += run.pickles.map { pickle in
      ScenarioCase(
        content: .scenario(
          pickle,
          lintErrors: run.lintErrors(of: pickle),
          stepPhraseCandidates: run.stepPhraseCandidates(of: pickle)
        )
      )
    }
    if cases.isEmpty {
      cases.append(
        ScenarioCase(
          content: .failure(
            message: ScenarioSelection.noScenariosMessage(in: [full]),
            path: full,
            line: 1
          )
        )
      )
    }
    return cases
  }
}
