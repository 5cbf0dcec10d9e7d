import Foundation

/// A spec runner's `main.swift`, edited to import a step module and add its catalog.
///
/// A runner hands one catalog to `SpecCommand.main(catalog:)`; a new module's steps join it as
/// `LoginSteps.catalog.adding(CheckoutSteps.catalog)`, so the runner reads every spec of the package.
struct RunnerSource {
  /// The source.
  private(set) var text: String

  /// Reads a runner's source.
  ///
  /// - Parameter text: The contents of `main.swift`.
  init(_ text: String) {
    self.text = text
  }

  /// Whether the source calls `SpecCommand.main(catalog:)`, which makes it a runner.
  var isRunner: Bool {
    !SwiftSourceText(text).occurrences(of: "SpecCommand.main(").isEmpty
  }

  /// Imports a module, keeping the imports sorted, unless the source imports it already.
  ///
  /// - Parameter module: The module, such as `CheckoutSpecSteps`.
  mutating func addImport(_ module: String) {
    text = text.addingImport(of: module)
  }

  /// Adds a catalog to the one the runner hands to `SpecCommand.main(catalog:)`.
  ///
  /// - Parameter catalog: The catalog, such as `CheckoutSteps.catalog`.
  /// - Throws: A `SpecCommandError` when the call has no `catalog:` argument.
  mutating func addCatalog(_ catalog: String) throws(SpecCommandError) {
    let scanner = SwiftSourceText(text)
    let opening = scanner.occurrences(of: "SpecCommand.main(").first.map {
      $0 + "SpecCommand.main".count
    }
    guard let opening, let closing = scanner.closing(opening),
      let first = scanner.elements(inside: opening).first, first.hasPrefix("catalog:")
    else {
      throw SpecCommandError("The runner's main.swift has no 'SpecCommand.main(catalog: …)' call.")
    }
    let call = opening - "SpecCommand.main".count
    let arguments = scanner.elements(inside: opening)
    let expression = first.dropFirst("catalog:".count).trimmingPrefix(while: \.isWhitespace)
    let links =
      expression.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }
      .joined().components(separatedBy: ".adding(")
    let chain = links + [catalog + ")"]
    let rest = arguments.dropFirst().map { ", " + $0 }.joined()
    let lineStart = scanner.bytes[..<call].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let indentation = scanner.indentation(ofLineAt: call)
    let prefix = scanner[lineStart..<call]
    let oneLine = "SpecCommand.main(catalog: " + chain.joined(separator: ".adding(") + rest + ")"
    let replacement =
      prefix.count + oneLine.count <= 100
      ? oneLine
      : "SpecCommand.main(\n\(indentation)  catalog: \(chain[0])"
        + chain.dropFirst().map { "\n\(indentation)    .adding(\($0)" }.joined()
        + arguments.dropFirst().map { ",\n\(indentation)  \($0)" }.joined() + "\n\(indentation))"
    text =
      scanner[0..<(lineStart + prefix.utf8.count)] + replacement
      + scanner[closing + 1..<scanner.bytes.count]
  }
}
