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
    let access = resolved.declaration.isPublic ? "public " : ""
    let modules = ([resolved.moduleName, "ViperMocks"] + resolved.imports).sorted()
    var lines =
      resolved.declaration.isPublic
      ? modules.map { "public import " + $0 }
      : modules.filter { $0 != resolved.moduleName }.map { "import " + $0 }
        + ["", "@testable import " + resolved.moduleName]
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
    if let actor = resolved.globalActor { lines.append("@" + actor) }
    let kit = resolved.kitNames
    lines.append("\(access)final class \(typeName): \(kit("Mock")), \(protocolName) {")
    lines.append("  \(access)let journal: \(kit("Journal"))")
    lines.append("  /// The role its calls are journaled under.")
    lines.append("  \(access)nonisolated var journalSubject: String { \"view\" }")
    lines += resolved.properties.flatMap { $0.lines(access: access) }
    lines.append("")
    lines.append("  /// Creates the view.")
    lines.append("  ///")
    lines.append("  /// - Parameter journal: The journal shared by the test's doubles.")
    let parameters = ["journal: \(kit("Journal"))"] + resolved.properties.compactMap(\.parameter)
    lines += SwiftLayout.declaration(head: "\(access)init", parameters, effects: "", indent: "  ")
    lines += (["self.journal = journal"] + resolved.properties.compactMap(\.initialization)).map {
      "    " + $0
    }
    lines.append("  }")
    for method in resolved.methods {
      guard method.returnType == nil, !method.isStatic, method.form == .method else {
        throw SpecCommandError(
          "\(resolved.declaration.file):\(method.line): `\(protocolName).\(method.fullName)` "
            + (method.isStatic || method.form != .method
              ? "is not a method a recorder view can journal"
              : "returns a value, which a recorder view cannot choose")
            + "; write \(typeName) by hand"
        )
      }
      let isolation = method.isNonisolated && resolved.isMainActor ? "nonisolated " : ""
      lines.append("")
      lines += SwiftLayout.declaration(
        head: "\(access)\(isolation)func \(method.name)",
        method.parameters.map(SwiftLayout.parameter),
        effects: SwiftLayout.effects(method),
        indent: "  "
      )
      lines += SwiftLayout.list(
        head: "recordCall",
        method.parameters.map(SwiftLayout.argument),
        tail: "",
        indent: "    "
      )
      lines.append("  }")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
