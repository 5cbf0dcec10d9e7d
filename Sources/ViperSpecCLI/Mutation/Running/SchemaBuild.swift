import Foundation

/// The scratch copy's build with every mutant switched in, and the mutants it could not hold.
///
/// A switch the type checker refuses (an operator on a type the generic overloads do not take,
/// a literal where a literal must stay one) fails the whole build; the build is then read for
/// its errors, the innermost site around each is taken back out of the schema, and the package
/// is built again. The mutants taken out are built apart later, each alone, as Muter builds
/// every mutant.
struct SchemaBuild {
  /// The mutants.
  let plan: MutationPlan
  /// The copy written to.
  let copy: ScratchCopy
  /// The module's folder, relative to the root.
  let folder: String
  /// The `swift` program.
  let swift: String
  /// The mutants taken out of the schema.
  private(set) var reverted: Set<Int> = []
  /// Each file's schema as last written, by path.
  private var written: [String: SchemaWriter.Written] = [:]

  /// How many times the build is tried before the remaining errors are taken as the package's.
  private static let attempts = 12

  init(plan: MutationPlan, copy: ScratchCopy, folder: String, swift: String) {
    self.plan = plan
    self.copy = copy
    self.folder = folder
    self.swift = swift
  }

  /// Takes every mutant out of the schema, to build each apart.
  mutating func takeOutAll() {
    reverted = Set(plan.files.flatMap { $0.sites.map(\.id) })
  }

  /// Writes the schemata and builds until the build succeeds.
  ///
  /// - Throws: A `SpecCommandError` when the package does not build even with no mutant in it.
  mutating func build(
    environment: [String: String],
    logs: URL,
    progress: (String) -> Void
  ) async throws(SpecCommandError) {
    for attempt in 1...Self.attempts {
      try writeSchemata()
      let ending = try await buildProcess(environment: environment).run(
        limit: nil,
        outputFile: logs.appendingPathComponent("build-\(attempt).log")
      )
      guard ending.status != 0 else { return }
      let errors = CompilerError.all(in: ending.output)
      let culprits = self.culprits(of: errors)
      guard !culprits.isEmpty else {
        throw SpecCommandError(
          "The package does not build, mutants or not:\n"
            // Named at the package's own files, not the copy's.
            + errors.prefix(5).map {
              $0.text.replacingOccurrences(of: copy.root.path + "/", with: copy.original.path + "/")
            }.joined(separator: "\n")
            + "\nThe whole build log is in \(logs.path)/build-\(attempt).log."
        )
      }
      progress("\(culprits.count) mutants do not compile switched; taking them out of the build")
      reverted.formUnion(culprits)
    }
    throw SpecCommandError(
      "The package still did not build after \(Self.attempts) tries; the logs are in \(logs.path)."
    )
  }

  /// Builds the package with one mutant written in plainly, alone in its file.
  ///
  /// - Returns: Whether it compiles.
  mutating func buildAlone(
    _ mutant: Mutant,
    environment: [String: String],
    logs: URL
  ) async throws(SpecCommandError) -> Bool {
    guard let file = plan.files.first(where: { $0.path == mutant.file }),
      let site = file.sites.first(where: { $0.id == mutant.id })
    else { return false }
    var bytes = Array(file.source.utf8)
    // A statement removed leaves a statement that does nothing: an empty place could leave a
    // lone `;` (`{ ; b() }`), which Swift refuses.
    let replacement = site.site.shape == .removal ? "do {}" : mutant.replacement
    bytes.replaceSubrange(site.site.range, with: Array(replacement.utf8))
    try copy.write(Data(bytes), to: file.path)
    let ending = try await buildProcess(environment: environment).run(
      limit: nil,
      outputFile: logs.appendingPathComponent("build-mutant-\(mutant.id).log")
    )
    // The next mutant built apart may be in another file: this one gets its schema back.
    if let schema = written[file.path] { try copy.write(Data(schema.text.utf8), to: file.path) }
    return ending.status == 0
  }

  /// Writes each file's schema, with the sites not taken out, and the switches file.
  mutating func writeSchemata() throws(SpecCommandError) {
    var operators: [(id: Int, original: String, replacement: String)] = []
    for file in plan.files {
      let sites = file.sites.filter { !reverted.contains($0.id) }
      let schema = SchemaWriter.write(source: Array(file.source.utf8), sites: sites)
      written[file.path] = schema
      try copy.write(Data(schema.text.utf8), to: file.path)
      for numbered in sites {
        guard case .binaryOperator(let replacement) = numbered.site.shape else { continue }
        let original = MutationSite.text(numbered.site.range, of: Array(file.source.utf8))
        operators.append((numbered.id, original, replacement))
      }
    }
    let switches = MutationSwitches.source(operators: operators)
    try copy.write(Data(switches.utf8), to: folder + "/" + MutationSwitches.fileName)
  }

  /// The mutants to take out for a build's errors: the innermost site around each error in a
  /// mutated file, or every site of a file whose error is outside them all.
  private func culprits(of errors: [CompilerError]) -> Set<Int> {
    var found: Set<Int> = []
    let prefix = copy.root.path + "/"
    for error in errors where error.path.hasPrefix(prefix) {
      let path = String(error.path.dropFirst(prefix.count))
      guard let schema = written[path],
        let file = plan.files.first(where: { $0.path == path })
      else { continue }
      let live = file.sites.map(\.id).filter { !reverted.contains($0) }
      let table = PositionTable(Array(schema.text.utf8))
      guard let offset = table.offset(line: error.line, byteColumn: error.column) else { continue }
      let around = live.flatMap { id in
        (schema.ranges[id] ?? []).filter { $0.contains(offset) }.map { (id, $0.count) }
      }
      if let innermost = around.min(by: { $0.1 < $1.1 }) {
        found.insert(innermost.0)
      } else {
        found.formUnion(live)
      }
    }
    return found
  }

  private func buildProcess(environment: [String: String]) -> ChildProcess {
    ChildProcess(
      executable: swift,
      arguments: ["build", "--build-tests", "--package-path", copy.root.path],
      environment: environment,
      folder: copy.root
    )
  }
}
