import Foundation

/// The reports a run writes: where each may go, the messages stream, and the files at the end.
extension SpecCommandRun {
  /// Refuses a report that would overwrite a spec the run reads, or a folder.
  func checkReportPaths(against specs: ScenarioSelection) throws(SpecCommandError) {
    // Through symbolic links: a report is written into what a link points to.
    let standardized = ReportFile.resolved
    let specPaths = Set(specs.files.map { standardized($0.path) })
    let reports = [
      ("--junit", options.junitPath), ("--markdown", options.markdownPath),
      ("--html", options.htmlPath), ("--messages", options.messagesPath),
    ]
    for case (let option, let path?) in reports where path != "-" {
      // The documentation (or, with `--messages -`, the stream) goes there already.
      if ReportFile.isStandardOutput(path) {
        throw SpecCommandError(
          "\(option) \(path) is standard output, where the run writes its documentation (or its "
            + "messages, with --messages -), so the two would mix. To fix, write the report to a "
            + "file, or the messages with --messages -, which keeps the documentation off it."
        )
      }
      if specPaths.contains(standardized(path)) {
        throw SpecCommandError(
          "\(option) \(path) is a spec this run reads; the report would overwrite it. To fix, "
            + "write the report elsewhere."
        )
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        throw SpecCommandError(
          "\(option) \(path) is a folder. To fix, name a file in it, such as \(path)/report."
        )
      }
    }
  }

  /// The stream `--messages` asks for, writing to its file or to standard output, if any.
  func messageStream(_ specs: ScenarioSelection) throws(SpecCommandError) -> MessageStream? {
    guard let path = options.messagesPath else { return nil }
    let firstID = specs.files.map(\.idsEnd).max() ?? 0
    guard path != "-" else { return MessageStream(firstID: firstID, file: nil) }
    switch ReportFile.openStream(at: path) {
    case .success(let handle):
      return MessageStream(firstID: firstID, file: handle)
    case .failure(let error):
      throw SpecCommandError(
        "Could not write \(path): \(Self.sentence(error.reason)) To fix, create its folder or choose a writable path."
      )
    }
  }

  func writeReports(
    _ results: [ScenarioResult],
    specs: ScenarioSelection,
    runHooks: [StepResult]
  ) throws(SpecCommandError) {
    if let path = options.junitPath {
      try Self.write(
        JUnitReport.xml(
          results,
          parseErrors: specs.parseErrors,
          lintErrors: specs.lintErrorsOfNoScenario,
          runHookFailures: runHooks.filter { $0.status == .failed }.compactMap(\.message),
          dryRun: options.dryRun
        ),
        to: path
      )
    }
    // Read once for the reports that show the specs' own text.
    let texts =
      options.markdownPath == nil && options.htmlPath == nil
      ? [] : specs.files.map { (try? SpecLoader.readText($0.path)) ?? "" }
    if let path = options.markdownPath {
      let files = zip(specs.files, texts).map { (path: $0.path, text: $1) }
      try Self.write(
        MarkdownReport.markdown(
          files: files,
          results: results,
          dryRun: options.dryRun,
          parseErrors: specs.parseErrors,
          specErrors: specs.lintErrorsOfNoScenario,
          runHooks: runHooks
        ),
        to: path
      )
    }
    if let path = options.htmlPath {
      let files = zip(specs.files, texts).map { file, text in
        HTMLReport.File(path: file.path, text: text, document: try? file.document.get())
      }
      try Self.write(
        HTMLReport.html(
          files: files,
          results: results,
          dryRun: options.dryRun,
          parseErrors: specs.parseErrors,
          specErrors: specs.lintErrorsOfNoScenario,
          runHooks: runHooks
        ),
        to: path
      )
    }
  }

  static func write(_ text: String, to path: String) throws(SpecCommandError) {
    if let problem = ReportFile.write(text, to: path) {
      throw SpecCommandError(
        "Could not write \(path): \(Self.sentence(problem)) To fix, check that its folder exists and has space, or choose another path."
      )
    }
  }
}
