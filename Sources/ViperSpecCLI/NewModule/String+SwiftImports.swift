extension String {
  /// Returns Swift source that imports a module, the imports kept sorted, unless the source
  /// imports it already: how `new` gives a runner or a spec suite a new module's steps.
  ///
  /// - Parameter module: The module, such as `CheckoutSpecSteps`.
  /// - Returns: The source with the import.
  func addingImport(of module: String) -> String {
    var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let imports = lines.indices.filter { Self.importedModule(lines[$0]) != nil }
    guard !imports.contains(where: { Self.importedModule(lines[$0]) == module }) else {
      return self
    }
    let position =
      imports.first { Self.importedModule(lines[$0]).map { $0 > module } == true }
      ?? (imports.last.map { $0 + 1 } ?? 0)
    lines.insert("import \(module)", at: position)
    return lines.joined(separator: "\n")
  }

  /// The module an import line imports, access level and `@preconcurrency` allowed.
  private static func importedModule(_ line: String) -> String? {
    let words = line.split(separator: " ")
    guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
      words[..<index].allSatisfy({
        ["public", "package", "internal", "@preconcurrency"].contains($0)
      })
    else { return nil }
    return String(words[index + 1])
  }
}
