/// A test file that runs a folder of specs with `SpecSuite`, which `viper-spec new --feature`
/// extends with the new module's catalog when the new spec lands in that folder.
struct SpecSuiteSource {
  private(set) var text: String

  init(_ text: String) {
    self.text = text
  }

  /// Whether one of the file's `SpecSuite.scenarios(in: "…")` calls covers the spec file.
  ///
  /// - Parameter specPath: A spec file's path, relative to the package.
  /// - Returns: Whether a suite of the file runs it.
  func runs(_ specPath: String) -> Bool {
    let scanner = SwiftSourceText(text)
    return scanner.occurrences(of: "SpecSuite.scenarios(").contains { start in
      let opening = start + "SpecSuite.scenarios".count
      guard let label = scanner.label("in", inside: opening),
        let quote = scanner.next("\"", after: label),
        let end = scanner.bytes[(quote + 1)...].firstIndex(of: UInt8(ascii: "\""))
      else { return false }
      let folder = scanner[quote + 1..<end]
      let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      return specPath == trimmed || specPath.hasPrefix(trimmed + "/")
    }
  }

  /// Adds the catalog to every `run(with:)` of the file: `Steps.catalog` becomes
  /// `Steps.catalog.adding(New.catalog)`, and a library `Steps.library` becomes
  /// `StepCatalog(Steps.library).adding(New.catalog)`.
  ///
  /// - Parameter catalog: The catalog to add.
  /// - Returns: Whether every call could be extended; the text is unchanged if not.
  mutating func addCatalog(_ catalog: String) -> Bool {
    let original = text
    var scanner = SwiftSourceText(text)
    var calls = scanner.occurrences(of: "run(with:")
    guard !calls.isEmpty else { return false }
    // From the last call back, so earlier offsets stay valid.
    while let start = calls.popLast() {
      let opening = start + "run".count
      guard let label = scanner.label("with", inside: opening),
        let expression = scanner.elements(inside: opening).first?
          .dropFirst("with:".count).trimmingPrefix(while: \.isWhitespace)
      else {
        text = original
        return false
      }
      let replacement: String
      if expression.hasSuffix(".catalog") || expression.hasSuffix(")") {
        replacement = "\(expression).adding(\(catalog))"
      } else if expression.hasSuffix(".library") {
        replacement = "StepCatalog(\(expression)).adding(\(catalog))"
      } else {
        text = original
        return false
      }
      var begin = label
      while scanner.bytes[begin] == UInt8(ascii: " ") { begin += 1 }
      let end = begin + expression.utf8.count
      text = scanner[0..<begin] + replacement + scanner[end..<scanner.bytes.count]
      scanner = SwiftSourceText(text)
      calls = calls.filter { $0 < start }
    }
    return true
  }
}
