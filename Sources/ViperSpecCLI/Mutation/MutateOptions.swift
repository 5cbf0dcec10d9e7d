import Foundation

/// The parsed command line of `viper-spec mutate`.
struct MutateOptions: Equatable, Sendable {
  /// The module to mutate, a target of the package.
  var module = ""
  /// The package.
  var packagePath = "."
  /// The tests to run against each mutant, as `swift test --filter` takes them; by default the
  /// test targets that depend on the module.
  var tests: String?
  /// Where to write the report in Stryker's JSON schema.
  var jsonPath: String?
  /// Where to write the HTML report.
  var htmlPath: String?
  /// The operators to use; all by default.
  var operators = Set(MutationOperator.allCases)
  /// The Git revision whose changes alone are mutated.
  var since: String?
  /// The lowest mutation score, in percent, that exits 0.
  var threshold: Double?
  /// How many mutants' tests run at once; the processors there are by default.
  var jobs: Int?
  /// Whether to list the mutants without running them.
  var listsOnly = false
  /// Whether to build every mutant apart instead of all at once.
  var rebuildsEach = false
  /// Whether to reuse the outcomes of the last run when nothing changed.
  var usesCache = true
  /// Whether to print the usage instead.
  var showsHelp = false

  /// The help text.
  static var usage: String {
    """
    USAGE: viper-spec mutate <Module> [--package-path PATH] [--tests FILTER] [--operators LIST]
                             [--since GIT-REF] [--threshold PERCENT] [--json PATH] [--html PATH]
                             [--jobs N] [--list] [--no-cache] [--rebuild-each]

    Changes the module's code on purpose, one mutant at a time, and runs its tests against each:
    a mutant no test notices (a survivor) is a behaviour nobody checks. The package is copied to
    .build/viper-spec-mutate/package and every mutant is built into that copy once, behind a
    switch; your files are never touched.

      --package-path PATH  The package; the current folder by default.
      --tests FILTER       The tests to run, as swift test --filter takes them; by default the
                           test targets that depend on the module.
      --operators LIST     The operators to use, separated by commas; all by default.
      --since GIT-REF      Mutates only the lines changed since a Git revision (git diff REF).
      --threshold PERCENT  Exits 1 when the mutation score is under PERCENT.
      --json PATH          Writes the report in Stryker's mutation-testing report schema.
      --html PATH          Writes a page of the sources with each mutant marked.
      --jobs N             Runs N mutants at once; the number of processors by default.
      --list               Lists the mutants without building or running anything.
      --no-cache           Runs every mutant again, though nothing changed since the last run
                           (after a toolchain update, say).
      --rebuild-each       Builds every mutant apart, as Muter does, instead of all of them
                           at once behind switches: many times slower, for comparison.

    Operators:
    \(MutationOperator.allCases.map { "  \($0.name.padding(toLength: 24, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

    A comment `// viper-spec:mutate off` switches mutation off from its line until
    `// viper-spec:mutate on`; `// viper-spec:mutate off remove-call, logical` switches those
    operators only; after code on its line, it switches that line alone.

    Exit status: 0 done (and the score at or over --threshold), 1 under the threshold, 2 bad
    input, a package that does not build, or tests that fail before any mutant.
    """
  }

  /// Parses the arguments after `mutate`.
  ///
  /// - Parameter arguments: The arguments.
  /// - Returns: The options.
  /// - Throws: A `SpecCommandError` for a missing module, an unknown option or operator, or a
  ///   value that is not a number.
  static func parse(_ arguments: [String]) throws(SpecCommandError) -> MutateOptions {
    let read = try SubcommandArguments(
      arguments,
      command: "mutate",
      valueOptions: [
        "--package-path", "--tests", "--json", "--html", "--operators", "--since", "--threshold",
        "--jobs",
      ],
      flagOptions: ["--list", "--no-cache", "--rebuild-each"],
      noun: "module",
      example: "Login"
    )
    var options = MutateOptions()
    options.showsHelp = read.showsHelp
    options.module = read.name
    options.packagePath = read.values["--package-path"] ?? options.packagePath
    options.tests = read.values["--tests"]
    options.jsonPath = read.values["--json"]
    options.htmlPath = read.values["--html"]
    options.since = read.values["--since"]
    options.listsOnly = read.flags.contains("--list")
    options.rebuildsEach = read.flags.contains("--rebuild-each")
    options.usesCache = !read.flags.contains("--no-cache")
    if let list = read.values["--operators"] {
      options.operators = try operators(in: list)
    }
    if let text = read.values["--threshold"] {
      guard text.wholeMatch(of: /[0-9]+(\.[0-9]+)?/) != nil, let value = Double(text),
        (0...100).contains(value)
      else {
        throw SpecCommandError("--threshold takes a percentage from 0 to 100, not '\(text)'.")
      }
      options.threshold = value
    }
    if let text = read.values["--jobs"] {
      guard let value = Int(text), value >= 1 else {
        throw SpecCommandError("--jobs takes a whole number of 1 or more, not '\(text)'.")
      }
      options.jobs = value
    }
    return options
  }

  private static func operators(in list: String) throws(SpecCommandError) -> Set<MutationOperator> {
    var found: Set<MutationOperator> = []
    for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard let mutationOperator = MutationOperator(rawValue: name) else {
        throw SpecCommandError(
          "No operator '\(name)'. The operators are: "
            + MutationOperator.allCases.map(\.name).joined(separator: ", ") + "."
        )
      }
      found.insert(mutationOperator)
    }
    guard !found.isEmpty else { throw SpecCommandError("--operators names no operator.") }
    return found
  }
}
