import Foundation

/// Finds the files in spec folders that the loader skips although they matter: files that hold
/// Gherkin but are not named as specs (a spec saved as `login.md` or `login.feature.MD` checks
/// nothing while the run is green), and the paths the folder walk skips (a pipe, a socket, a
/// device, a link that loops or leads to nothing, a link back to a folder already read).
package enum UnloadedSpecCheck {
  /// The extensions stripped from a file's name to suggest its spec name.
  private static let extensions = [".md", ".markdown", ".mdx", ".txt", ".feature", ".gherkin"]

  /// The endings of copies an editor or a merge leaves beside a file: copies, not specs.
  private static let leftovers = ["~", ".bak", ".orig", ".swp", ".rej", ".tmp"]

  /// The first line of a Markdown report of a run (`MarkdownReport`), which holds the specs'
  /// headings but is no spec.
  package static let reportMarker = "<!-- viper-spec report: not a spec -->"

  /// Returns a finding for each file under the folders among `paths` that holds Gherkin but is
  /// not a spec by name, and for each path the folder walk skipped there.
  ///
  /// Gherkin here is a Markdown heading such as `## Scenario:`, or a line that starts with
  /// `Feature:`. A heading with the allow comment on the line above it is prose on purpose.
  ///
  /// - Parameters:
  ///   - paths: Files and folders, as given to the run; only folders are searched.
  ///   - language: The keywords' language for Markdown files, besides English.
  /// - Returns: The findings, in path order.
  static func findings(in paths: [String], language: String) -> [SpecLintError] {
    let keywords = Self.keywords(language: language)
    let features = GherkinDialect.english.feature + (GherkinDialect.all[language]?.feature ?? [])
    var all: [SpecLintError] = []
    for path in paths {
      var findings: [SpecLintError] = []
      guard case .folder = SpecPathKind(at: path) else { continue }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let walk = SpecFolderWalk(folder: base)
      findings += walk.skipped
      for name in walk.files {
        let file = "\(base)/\(name)"
        guard !SpecLoader.isSpec(name), !leftovers.contains(where: name.lowercased().hasSuffix),
          let text = try? SpecLoader.readText(file),
          !text.hasPrefix(reportMarker),
          let (line, isMarkdown) = heading(in: text, keywords: keywords, features: features)
        else { continue }
        findings.append(
          SpecLintError(uri: file, line: line, message: message(for: file, isMarkdown: isMarkdown))
        )
      }
      all += findings.sorted { ($0.uri, $0.line) < ($1.uri, $1.line) }
    }
    return all
  }

  /// The first Gherkin heading of a text, and whether it is a Markdown one: a Markdown heading
  /// that starts with a keyword, or a classic line that starts with a feature keyword of English,
  /// of the run's language or of the file's own `# language:` line.
  private static func heading(
    in text: String,
    keywords: [String],
    features: [String]
  ) -> (line: Int, isMarkdown: Bool)? {
    var previous = ""
    var features = features
    var fence: String?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, rawLine) in lines.enumerated() {
      defer { previous = String(rawLine) }
      var line = rawLine.trimmingCharacters(in: .whitespaces)
      // An example inside a code block (a README that shows a spec) is not a spec.
      if let open = fence {
        if line.hasPrefix(open) { fence = nil }
        continue
      }
      if let marker = ["```", "~~~"].first(where: { line.hasPrefix($0) }) {
        fence = marker
        continue
      }
      if index == 0, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
      guard !previous.contains(SpecLint.allowMarker) else { continue }
      let isKeyword = { (title: String, keyword: String) in
        title.hasPrefix(keyword + ":") || title.hasPrefix(keyword + "：")
      }
      if let code = languageCode(line), let dialect = GherkinDialect.all[code] {
        features += dialect.feature
      } else if line.hasPrefix("#") {
        let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        if keywords.contains(where: { isKeyword(title, $0) }) { return (index + 1, true) }
      } else if features.contains(where: { isKeyword(line, $0) }) {
        return (index + 1, false)
      }
    }
    return nil
  }

  /// The language a classic file's `# language: xx` line names.
  private static func languageCode(_ line: String) -> String? {
    guard line.hasPrefix("#") else { return nil }
    let words = line.dropFirst().split(separator: ":", maxSplits: 1)
    guard words.count == 2, words[0].trimmingCharacters(in: .whitespaces) == "language" else {
      return nil
    }
    return words[1].trimmingCharacters(in: .whitespaces)
  }

  /// The keywords of the headings that make a Markdown file a spec, in English and `language`.
  ///
  /// A feature's and a scenario's: a rule or background heading alone is as likely a note's.
  private static func keywords(language: String) -> [String] {
    let dialects = [GherkinDialect.english] + (GherkinDialect.all[language].map { [$0] } ?? [])
    return dialects.flatMap { dialect in
      dialect.feature + dialect.scenario + dialect.scenarioOutline
    }
  }

  private static func message(for file: String, isMarkdown: Bool) -> String {
    var name = URL(fileURLWithPath: file).lastPathComponent.trimmingCharacters(in: .whitespaces)
    // Whatever follows a misspelled spec extension goes with it: `login.features.md`,
    // `login.feature .md`.
    if let spec = name.range(of: ".feature", options: .caseInsensitive),
      spec.lowerBound > name.startIndex
    {
      name = String(name[..<spec.lowerBound]).trimmingCharacters(in: .whitespaces)
    }
    while let suffix = extensions.first(where: { name.lowercased().hasSuffix($0) }),
      name.count > suffix.count
    {
      name = String(name.dropLast(suffix.count))
    }
    let rename = name + (isMarkdown ? ".feature.md" : ".feature")
    let allow = SpecLint.allowComment(isMarkdown: isMarkdown)
    return """
      Expected spec files to be named .feature.md or .feature, but this file holds a Gherkin \
      heading and is never loaded.

      A spec the run does not read checks nothing, however green the run.

      To fix, rename it to \(rename), or put \(allow) on the line above the heading if it is \
      prose on purpose.
      """
  }
}
