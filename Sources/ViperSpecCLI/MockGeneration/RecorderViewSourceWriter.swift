/// Writes a starting recorder view for a view protocol that has none.
///
/// A recorder view is a headless screen that journals each call as one `view.…` line. It is
/// written once and then belongs to its author, whose lines are the screen's language:
/// `viper-spec mocks` never rewrites or checks it.
struct RecorderViewSourceWriter {
  let resolved: ResolvedProtocol

  /// The recorder view's type name.
  var typeName: String {
    MockNaming.recorderView(of: resolved.declaration.name)
  }

  /// The recorder view's source.
  ///
  /// - Returns: The file's contents.
  /// - Throws: A `SpecCommandError` for a method that returns a value, which no screen does.
  func source() throws(SpecCommandError) -> String {
    let protocolName = resolved.declaration.name
    var lines = ([resolved.moduleName, "ViperMocks"] + resolved.imports).sorted().map {
      "public import " + $0
    }
    lines.append("")
    lines += SwiftLayout.documentation(
      "A headless `\(protocolName)` that journals each call as one line.",
      indent: ""
    )
    lines.append("///")
    lines += SwiftLayout.documentation(
      "Written by `viper-spec mocks` as a start: make its lines read as the screen would say them.",
      indent: ""
    )
    if resolved.isMainActor { lines.append("@MainActor") }
    lines.append("public final class \(typeName): \(protocolName) {")
    lines += resolved.properties.map { "  " + $0.declaration }
    lines.append("  private let journal: Journal")
    lines.append("")
    lines.append("  /// Creates the view.")
    lines.append("  ///")
    lines.append("  /// - Parameter journal: The journal shared by the test's doubles.")
    let parameters = ["journal: Journal"] + resolved.properties.compactMap(\.parameter)
    lines += SwiftLayout.declaration(head: "public init", parameters, effects: "", indent: "  ")
    lines += (["journal"] + resolved.properties.filter { $0.parameter != nil }.map(\.name)).map {
      "    self.\($0) = \($0)"
    }
    lines.append("  }")
    for method in resolved.methods {
      guard method.returnType == nil else {
        throw SpecCommandError(
          "\(resolved.declaration.file):\(method.line): `\(protocolName).\(method.fullName)` "
            + "returns a value, which a recorder view cannot choose; write \(typeName) by hand"
        )
      }
      let isolation = method.isNonisolated && resolved.isMainActor ? "nonisolated " : ""
      let effects = SwiftLayout.effects(method)
      lines.append("")
      lines += SwiftLayout.declaration(
        head: "public \(isolation)func \(method.name)",
        method.parameters.map(SwiftLayout.parameter),
        effects: effects,
        indent: "  "
      )
      lines += SwiftLayout.list(
        head: "journal.record",
        ["\"view\"", "\"\(method.fullName)\""] + method.parameters.map(SwiftLayout.argument),
        tail: "",
        indent: "    "
      )
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
