import Foundation

/// A finder and parser for spec files: `.feature` and `.feature.md` files in files or folders.
package enum SpecLoader {
  /// Returns whether a path names a spec file.
  ///
  /// - Parameter path: A file path.
  /// - Returns: True for `.feature` and `.feature.md` files.
  package static func isSpec(_ path: String) -> Bool {
    path.hasSuffix(".feature") || path.hasSuffix(".feature.md")
  }

  /// Finds the spec files in files and folders, folders searched recursively.
  ///
  /// Each path is typed with `stat` before it is opened. A path given that is no file or folder
  /// (a pipe, a device, a link that loops or leads to nothing) is refused; one found in a folder
  /// is skipped, and ``UnloadedSpecCheck`` names it.
  ///
  /// - Parameter paths: Files and folders.
  /// - Returns: The spec files' paths, each folder's files sorted by path.
  /// - Throws: A `SpecLoadError` for a path that does not exist or a file that is not a spec.
  package static func files(in paths: [String]) throws(SpecLoadError) -> [String] {
    var result: [String] = []
    for path in paths {
      switch SpecPathKind(at: path) {
      case .missing:
        throw SpecLoadError(path: path, message: "No such file or folder.")
      case .special(let special):
        throw SpecLoadError(path: path, message: special.reason)
      case .file:
        guard isSpec(path) else {
          throw SpecLoadError(
            path: path,
            message: "Not a spec file; expected .feature or .feature.md."
          )
        }
        result.append(path)
      case .folder:
        // SpecFolderWalk names what it skips; UnloadedSpecCheck reports it.
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        result += SpecFolderWalk(folder: base).files.filter(isSpec).map { "\(base)/\($0)" }
      }
    }
    // A file named twice (itself and its folder) is read once, as Cucumber reads it.
    var seen: Set<String> = []
    return result.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
  }

  /// Reads, parses and compiles one spec file.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - language: The keywords' language for Markdown files.
  ///   - nextID: The first node number, for files read in one stream as Cucumber numbers them.
  /// - Returns: The parsed file, or the parse error it holds.
  package static func load(_ path: String, language: String = "en", nextID: Int = 0) -> SpecFile {
    let text: String
    do {
      text = try readText(path)
    } catch {
      let failure = GherkinParseError(
        uri: path,
        location: GherkinLocation(line: error.line, column: error.column),
        message: error.message
      )
      return SpecFile(path: path, document: .failure(failure), pickles: [], nextID: nextID)
    }
    return parse(text, path: path, language: language, nextID: nextID)
  }

  /// The largest file read as a spec: far more than any spec a person writes, far less than
  /// what would take a CI machine's memory.
  package static let largestSpec: Int64 = 64 * 1_048_576

  /// Reads a spec file's text exactly as Cucumber's parser reads it: strict UTF-8 with a
  /// byte-order mark kept as a character, where Foundation's reader would drop it silently.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The text.
  /// - Throws: `SpecLoadError` when the file cannot be read, is not a regular file, is larger
  ///   than ``largestSpec`` or is not UTF-8.
  package static func readText(_ path: String) throws(SpecLoadError) -> String {
    // Typed before it is opened: opening a pipe to read it can wait for ever.
    if case .special(let special) = SpecPathKind(at: path) {
      throw SpecLoadError(path: path, message: special.reason)
    }
    // Sized before it is read: a file of gigabytes read whole takes the process's memory.
    if let size = SpecPathKind.size(ofFileAt: path), size > largestSpec {
      throw SpecLoadError(
        path: path,
        message: """
          The file is \(size / 1_048_576) MB, larger than a spec can be (\(largestSpec / 1_048_576) \
          MB at most), so it is not read. To fix, move it out of the spec folders, or split it.
          """
      )
    }
    let data: Data
    do {
      data = try Data(contentsOfFileAt: path)
    } catch {
      throw SpecLoadError(
        path: path,
        message: "Could not read the file: \(error.localizedDescription)"
      )
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let (line, column) = firstInvalidUTF8(in: data)
      throw SpecLoadError(
        path: path,
        message: """
          The file is not valid UTF-8 text: line \(line), column \(column) holds bytes that are \
          not UTF-8. To fix, save the file as UTF-8.
          """,
        line: line,
        column: column
      )
    }
    return text
  }

  /// Where the first bytes that are not UTF-8 are: their line, and their column counted in
  /// Unicode scalars.
  private static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
    var bytes = data.makeIterator()
    var decoder = UTF8()
    var line = 1
    var column = 1
    while case .scalarValue(let scalar) = decoder.decode(&bytes) {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  /// Parses and compiles spec text.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The file's path, which also selects the format.
  ///   - language: The keywords' language for Markdown files.
  ///   - nextID: The first node number, for files read in one stream as Cucumber numbers them.
  /// - Returns: The parsed file, or the parse error it holds.
  package static func parse(
    _ text: String,
    path: String,
    language: String = "en",
    nextID: Int = 0
  ) -> SpecFile {
    let parser = GherkinParser(format: .of(path: path), language: language)
    var nextID = nextID
    do {
      let document = try parser.parse(text, uri: path, nextID: &nextID)
      let dialect = GherkinDialect.all[document.feature?.language ?? language] ?? .english
      let pickles = PickleCompiler.compile(document)
      let placeholderErrors = document.feature.map(GherkinPlaceholderCheck.errors) ?? []
      guard placeholderErrors.isEmpty else {
        // Cucumber accepts the file and compiles its pickles, so the IDs run on past them.
        let ids = pickles.reduce(document.nodeCount) { $0 + 1 + $1.steps.count }
        let error = GherkinParseError(uri: path, errors: placeholderErrors)
        return SpecFile(path: path, document: .failure(error), pickles: [], nextID: ids)
      }
      let lines = text.lineFeedLines
      // Both lints read the Markdown blocks; they are read once.
      let blocks = GherkinFormat.of(path: path) == .markdown ? MarkdownBlocks(lines) : nil
      let lintErrors = SpecLint.errors(
        in: lines,
        markdownBlocks: blocks,
        document: document,
        dialect: dialect
      )
      return SpecFile(
        path: path,
        document: .success(document),
        pickles: pickles,
        lintErrors: lintErrors,
        stepPhraseCandidates: StepPhraseLint.candidates(
          in: lines,
          markdownBlocks: blocks,
          document: document,
          dialect: dialect,
          skipping: Set(lintErrors.map(\.line))
        )
      )
    } catch {
      return SpecFile(path: path, document: .failure(error), pickles: [], nextID: nextID)
    }
  }
}
