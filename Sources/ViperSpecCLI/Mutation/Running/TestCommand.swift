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
  ///   - binFolder: The build's products folder (`swift build --show-bin-path`).
  ///   - filter: The regular expression that selects the tests.
  ///   - swift: The `swift` program.
  ///   - environment: The environment the tests run in.
  ///   - xctestCases: The XCTest cases the binary lists (`--list-tests`), each
  ///     `Target.Class/test`.
  init(
    copy: URL,
    binFolder: String,
    filter: String,
    swift: String,
    environment: [String: String],
    xctestCases: [String]?
  ) {
    #if os(Linux)
    let binaries =
      (try? FileManager.default.contentsOfDirectory(atPath: binFolder))?
      .filter { $0.hasSuffix("PackageTests.xctest") }.sorted() ?? []
    if let binary = binaries.first, let xctestCases {
      let path = binFolder + "/" + binary
      var runs = [
        ChildProcess(
          executable: path,
          arguments: ["--testing-library", "swift-testing", "--filter", filter],
          environment: environment,
          folder: copy
        )
      ]
      let selected = Self.select(xctestCases, filter: filter)
      if !selected.isEmpty {
        runs.append(
          ChildProcess(
            executable: path,
            arguments: [selected.joined(separator: ",")],
            environment: environment,
            folder: copy
          )
        )
      }
      self.runs = runs
      runsInParallel = true
      return
    }
    #endif
    runs = [
      ChildProcess(
        executable: swift,
        arguments: ["test", "--skip-build", "--package-path", copy.path, "--filter", filter],
        environment: environment,
        folder: copy
      )
    ]
    runsInParallel = false
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
