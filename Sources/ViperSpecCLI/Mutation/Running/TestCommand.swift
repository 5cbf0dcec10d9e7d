import Foundation

/// How mutate runs the module's tests against one mutant.
///
/// On Linux it runs the package's test binary itself, once for Swift Testing and once for the
/// XCTest cases the filter selects: the binary starts in milliseconds where `swift test` takes a
/// second, and several binaries run at once where `swift test` would wait for SwiftPM's lock on
/// the build folder. Elsewhere (macOS, where XCTest loads a bundle), it runs
/// `swift test --skip-build`, one mutant at a time.
struct TestCommand: Sendable {
  /// The runs one mutant takes.
  let runs: [ChildProcess]
  /// Whether several mutants may run at once.
  let runsInParallel: Bool

  /// Plans the test runs of a built package.
  ///
  /// - Parameters:
  ///   - copy: The copy's root, built.
  ///   - binary: The package's test binary and the XCTest cases it lists (`--list-tests`, each
  ///     `Target.Class/test`), where it can be run itself (Linux); `nil` to run `swift test`.
  ///   - filter: The regular expression that selects the tests.
  ///   - swift: The `swift` program.
  ///   - environment: The environment the tests run in.
  init(
    copy: URL,
    binary: (path: String, xctestCases: [String])?,
    filter: String,
    swift: String,
    environment: [String: String]
  ) {
    guard let binary else {
      runs = [
        ChildProcess(
          executable: swift,
          arguments: ["test", "--skip-build", "--package-path", copy.path, "--filter", filter],
          environment: environment,
          folder: copy
        )
      ]
      runsInParallel = false
      return
    }
    let run = { (arguments: [String]) in
      ChildProcess(
        executable: binary.path,
        arguments: arguments,
        environment: environment,
        folder: copy
      )
    }
    let selected = Self.select(binary.xctestCases, filter: filter)
    runs =
      [run(["--testing-library", "swift-testing", "--filter", filter])]
      + (selected.isEmpty ? [] : [run([selected.joined(separator: ",")])])
    runsInParallel = true
  }

  /// The XCTest cases a filter selects, as SwiftPM selects them: by a search of the regular
  /// expression in `Target.Class/test`.
  static func select(_ cases: [String], filter: String) -> [String] {
    guard let expression = try? Regex(filter) else { return [] }
    return cases.filter { $0.contains(expression) }
  }

  /// The same runs with a mutant switched on, or none.
  ///
  /// Swift's crash backtracer is off unless the environment asks for it: a mutant that crashes
  /// the tests (an index out of range, say) is killed either way, and the backtrace would take
  /// seconds of each such run.
  ///
  /// - Parameter id: The mutant's number; `nil` for the clean run.
  /// - Returns: The runs.
  func runs(switchingOn id: Int?) -> [ChildProcess] {
    runs.map { run in
      var run = run
      run.environment[MutationSwitches.environmentVariable] = id.map(String.init)
      if run.environment["SWIFT_BACKTRACE"] == nil {
        run.environment["SWIFT_BACKTRACE"] = "enable=no"
      }
      return run
    }
  }
}
