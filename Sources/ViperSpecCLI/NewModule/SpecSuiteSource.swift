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

  /// Adds the catalog to every `run(with:)` of the file, and to the `.runHooks(…)` trait that runs
  /// its hooks: `Steps.catalog` becomes `Steps.catalog.adding(New.catalog)`, and a library
  /// `Steps.library` becomes `StepCatalog(Steps.library).adding(New.catalog)`.
  ///
  /// - Parameter catalog: The catalog to add.
  /// - Returns: Whether every call could be extended; the text is unchanged if not.
  mutating func addCatalog(_ catalog: String) -> Bool {
    let original = text
    var scanner = SwiftSourceText(text)
    let runs = scanner.occurrences(of: "run(with:").map { ($0, "run", "with") }
    guard !runs.isEmpty else { return false }
    var calls = (runs + scanner.occurrences(of: ".runHooks(").map { ($0, ".runHooks", "") })
      .sorted { $0.0 < $1.0 }
    // From the last call back, so earlier offsets stay valid.
    while let (start, name, label) = calls.popLast() {
      let opening = start + name.utf8.count
      guard let after = label.isEmpty ? opening + 1 : scanner.label(label, inside: opening),
        let first = scanner.elements(inside: opening).first
      else {
        text = original
        return false
      }
      let expression =
        label.isEmpty
        ? Substring(first)
        : first.dropFirst(label.count + 1).trimmingPrefix(while: \.isWhitespace)
      var begin = after
      while [UInt8(ascii: " "), UInt8(ascii: "\n")].contains(scanner.bytes[begin]) { begin += 1 }
      let replacement: String
      if expression.hasSuffix(".catalog") || expression.hasSuffix(")") {
        replacement = "\(expression).adding(\(catalog))"
      } else if expression.hasSuffix(".library") {
        replacement = "StepCatalog(\(expression)).adding(\(catalog))"
      } else {
        text = original
        return false
      }
      let end = begin + expression.utf8.count
      text = scanner[0..<begin] + replacement + scanner[end..<scanner.bytes.count]
      scanner = SwiftSourceText(text)
      calls = calls.filter { $0.0 < start }
    }
    return true
  }

  /// Imports a module, keeping the imports sorted, unless the file imports it already.
  ///
  /// - Parameter module: The module, such as `CheckoutSpecSteps`.
  mutating func addImport(_ module: String) {
    text = text.addingImport(of: module)
  }
}
