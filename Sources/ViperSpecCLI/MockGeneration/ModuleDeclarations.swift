/// What the mock generator knows of a module: its protocols, its enums, every type name it
/// declares, and each file's imports.
struct ModuleDeclarations: Sendable {
  var protocols: [ProtocolDeclaration] = []
  /// Protocols declared inside a type or an extension, by name: left to their authors.
  var nestedProtocols: [String] = []
  /// The module's classes, for the presenters `viper-spec adopt` builds in a first test.
  var classes: [ClassDeclaration] = []
  /// The module's structs by name, for values a test makes.
  var structs: [String: StructDeclaration] = [:]
  /// The protocols extensions add to each type, by the type's name.
  var extensionConformances: [String: [String]] = [:]
  /// The module's enums by name, for placeholder errors.
  var enums: [String: EnumDeclaration] = [:]
  /// Every type, protocol and type alias the module declares.
  var typeNames: Set<String> = []
  /// The protocols other targets of the package declare, each with its target, for a protocol
  /// that inherits one of them.
  var externalProtocols: [String: (declaration: ProtocolDeclaration, module: String)] = [:]
  /// The module's top-level type aliases, for completion handlers named by one.
  var typeAliases: [String: String] = [:]
  /// The modules each file imports, by the file's path.
  var imports: [String: [String]] = [:]

  /// Reads the declarations of a file and adds them.
  ///
  /// - Parameters:
  ///   - source: The file's contents.
  ///   - path: Its path relative to the package root.
  mutating func read(_ source: String, path: String) {
    let reader = DeclarationReader(source: source, path: path)
    let found = reader.read()
    protocols += found.protocols
    classes += found.classes
    nestedProtocols += found.nestedProtocols
    for declaration in found.enums { enums[declaration.name] = declaration }
    for declaration in found.structs { structs[declaration.name] = declaration }
    extensionConformances.merge(found.extensionConformances, uniquingKeysWith: +)
    typeNames.formUnion(found.typeNames)
    typeAliases.merge(found.typeAliases) { first, _ in first }
    imports[path] = found.imports
  }

  /// The module's protocols a class conforms to, in its declaration and its extensions, with
  /// the protocols they inherit, in order.
  ///
  /// - Parameter declaration: The class.
  /// - Returns: The protocols.
  func protocols(of declaration: ClassDeclaration) -> [ProtocolDeclaration] {
    var found: [ProtocolDeclaration] = []
    func add(_ name: String) {
      guard let declaration = `protocol`(named: name), !found.contains(declaration) else { return }
      found.append(declaration)
      declaration.inherited.forEach(add)
    }
    (declaration.inherited + extensionConformances[declaration.name, default: []]).forEach(add)
    return found
  }

  /// The protocol with a name, if the module declares it.
  func `protocol`(named name: String) -> ProtocolDeclaration? {
    protocols.first { $0.name == name }
  }
}
