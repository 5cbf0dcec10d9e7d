/// What the finder knows of the whole module beyond one file: its enums' cases, for an error or
/// a screen turned into another case, and its types' stored properties, for a call on a store
/// told from one on a service.
struct MutationContext {
  /// The module's enums by name, with their cases and what they conform to.
  var enums: [String: EnumDeclaration] = [:]
  /// Each type's stored properties and their declared types, by the type's name.
  var properties: [String: [String: String]] = [:]

  /// Reads the module's files.
  ///
  /// - Parameter sources: Each file's source.
  init(sources: [String]) {
    var declarations = ModuleDeclarations()
    for (index, source) in sources.enumerated() {
      declarations.read(source, path: "\(index)")
      readProperties(of: SwiftCodeMap(source))
    }
    enums = declarations.enums
  }

  /// Adds the stored properties a file declares in its types and extensions.
  private mutating func readProperties(of map: SwiftCodeMap) {
    for block in map.blocks {
      guard case .type(let typeName, _) = block.kind else { continue }
      for statement in block.statements {
        let range = map.statements[statement].tokens
        guard
          let keyword = range.first(where: {
            map.tokens[$0].isWord("let") || map.tokens[$0].isWord("var")
          }),
          keyword + 3 <= range.upperBound, map.tokens[keyword + 1].kind == .word,
          map.tokens[keyword + 2].isSymbol(":")
        else { continue }
        let typeEnd =
          (keyword + 3...range.upperBound).first {
            map.tokens[$0].isSymbol("=") || map.tokens[$0].isSymbol("{")
          } ?? range.upperBound + 1
        guard keyword + 3 < typeEnd else { continue }
        properties[typeName, default: [:]][map.tokens[keyword + 1].text] =
          map.text(keyword + 3...typeEnd - 1)
      }
    }
  }

  /// The enums conforming to `Error` (or named `…Error`) that declare a case.
  ///
  /// - Parameter name: The case's name.
  /// - Returns: The enums, sorted by name.
  func errorEnums(declaring name: String) -> [EnumDeclaration] {
    enums.values.filter { declaration in
      (declaration.inherited.contains("Error") || declaration.name.hasSuffix("Error"))
        && declaration.cases.contains { $0.name == name }
    }.sorted { $0.name < $1.name }
  }

  /// The enums other than errors that declare a case, such as a feature's screens.
  ///
  /// - Parameter name: The case's name.
  /// - Returns: The enums, sorted by name.
  func valueEnums(declaring name: String) -> [EnumDeclaration] {
    enums.values.filter { declaration in
      !(declaration.inherited.contains("Error") || declaration.name.hasSuffix("Error"))
        && declaration.cases.contains { $0.name == name }
    }.sorted { $0.name < $1.name }
  }

  /// The case after a case, in declaration order and round again, whose payload has the same
  /// labels and types: what a mutant turns the case into.
  ///
  /// - Parameters:
  ///   - name: The case.
  ///   - declaration: Its enum.
  /// - Returns: The other case's name, or `nil` if no other case has that payload.
  static func sibling(of name: String, in declaration: EnumDeclaration) -> String? {
    guard let index = declaration.cases.firstIndex(where: { $0.name == name }) else { return nil }
    let payload = declaration.cases[index].payload
    let count = declaration.cases.count
    for step in 1..<max(count, 1) {
      let candidate = declaration.cases[(index + step) % count]
      if candidate.payload.elementsEqual(payload, by: { $0 == $1 }) { return candidate.name }
    }
    return nil
  }
}
