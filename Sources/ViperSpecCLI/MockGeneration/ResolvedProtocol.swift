/// A protocol with everything a generated double needs settled: its requirements with the
/// inherited ones, its isolation, the imports its file needs, and how each property is stored.
struct ResolvedProtocol: Sendable {
  /// A stored property of the double, and how its initializer sets it.
  struct StoredProperty: Sendable {
    /// The declaration's lines, such as `public weak var output: (any CreateTaskInteractorOutput)?`,
    /// without the access level, which the double's own takes.
    let declaration: [String]
    /// The initializer's parameter for it, if the caller gives it.
    let parameter: String?
    let name: String
    /// What the initializer stores the parameter in: the property, or a lock around it.
    let initialization: String?
    /// Its type, as the double declares it.
    var type: String = ""
    /// Whether it is kept behind a lock, in `<name>Storage`.
    var isLocked = false

    /// The declaration's lines in the double, indented one level, with its access level on the
    /// lines that take one.
    ///
    /// - Parameter access: The double's access level, with its trailing space.
    /// - Returns: The lines.
    func lines(access: String) -> [String] {
      declaration.map { line in
        line.hasPrefix("private ") || line.hasPrefix(" ") || line == "}"
          ? "  " + line : "  " + access + line
      }
    }

    /// What an initializer writes to start it at a value, if it starts with one.
    ///
    /// - Parameter value: The value's source.
    /// - Returns: The statement.
    func initialization(from value: String) -> String? {
      guard initialization != nil else { return nil }
      return isLocked
        ? "\(name.filter { $0 != "`" })Storage = LockedState(\(value))" : "self.\(name) = \(value)"
    }
  }

  let declaration: ProtocolDeclaration
  /// The module that declares it.
  let moduleName: String
  let methods: [MethodRequirement]
  let properties: [StoredProperty]
  /// Whether the double is isolated to a global actor, the main actor or another.
  let isMainActor: Bool
  /// The global actor the double is isolated to, `MainActor` or another, if any.
  let globalActor: String?
  /// The protocol's associated types, which the mock takes as generic parameters.
  let associatedTypes: [(name: String, constraint: String?)]
  /// Whether the protocol requires `Sendable`, so that the double's state sits behind locks.
  let isSendable: Bool
  /// The modules the double's file imports, in order.
  let imports: [String]
  /// The other targets of the package whose protocols the protocol inherits, which the double's
  /// file imports for its conformance alone, not publicly.
  let conformanceImports: [String]
  /// The standard protocols it inherits, whose members the double implements by identity.
  let standardConformances: [StandardConformance]
  /// The kit's type names as the double writes them.
  let kitNames: KitNames

  private static let foundationTypes: Set<String> = [
    "AttributedString", "Bundle", "Calendar", "CharacterSet", "CocoaError", "Data", "Date",
    "DateComponents", "DateInterval", "Decimal", "FileHandle", "FileManager", "HTTPURLResponse",
    "IndexPath", "IndexSet", "JSONDecoder", "JSONEncoder", "Locale", "Measurement",
    "Notification", "NotificationCenter", "Operation", "OperationQueue", "PersonNameComponents",
    "ProcessInfo", "PropertyListDecoder", "PropertyListEncoder", "RunLoop", "TimeInterval",
    "TimeZone", "Timer", "URL", "URLComponents", "URLError", "URLQueryItem", "URLRequest",
    "URLResponse", "URLSession", "URLSessionTask", "UUID", "UserDefaults",
  ]

  /// Whether a type name is Foundation's: one of the list, an Objective-C class (`NSObject`,
  /// `NSAttributedString`) or a formatter (`DateFormatter`).
  private static func isFoundationType(_ name: String) -> Bool {
    foundationTypes.contains(name) || name.hasSuffix("Formatter")
      || (name.hasPrefix("NS") && name.dropFirst(2).first?.isUppercase == true)
  }
  private static let standardTypes: Set<String> = [
    "Any", "AnyHashable", "AnyObject", "Array", "AsyncStream", "AsyncThrowingStream", "Bool",
    "Codable", "Comparable", "CustomStringConvertible", "Decodable", "Encodable", "Equatable",
    "Hashable", "Identifiable", "Self", "Type",
    "Character", "ClosedRange", "Dictionary", "Double", "Duration", "Error", "Float", "Int",
    "Int16", "Int32", "Int64", "Int8", "MainActor", "Never", "Optional", "Range", "Result",
    "Sendable", "Set", "String", "Substring", "UInt", "UInt16", "UInt32", "UInt64", "UInt8",
    "Void",
  ]
  /// Modules a double never imports itself: ViperMocks brings ViperCore, and Swift is implicit.
  private static let broughtModules: Set<String> = [
    "Foundation", "Swift", "ViperCore", "ViperMocks", "_Concurrency",
  ]

  /// Settles a protocol, or says why no double of it can be generated.
  ///
  /// - Parameters:
  ///   - declaration: The protocol.
  ///   - module: The declarations of its module.
  ///   - moduleName: The module's name.
  /// - Returns: The settled protocol.
  /// - Throws: The reasons, one a line, each at its line of the protocol's file.
  static func resolve(
    _ declaration: ProtocolDeclaration,
    in module: ModuleDeclarations,
    moduleName: String
  ) throws(SpecCommandError) -> ResolvedProtocol {
    var reasons: [String] = []
    var requirements: [ProtocolRequirement] = []
    var isMainActor = false
    var globalActor: String?
    var isSendable = false
    var otherModules: [String] = []
    var standardConformances: [String] = []
    var seen: Set<String> = []
    func gather(_ current: ProtocolDeclaration) {
      guard seen.insert(current.name).inserted else { return }
      isMainActor = isMainActor || current.isMainActor
      globalActor = globalActor ?? current.globalActor
      isSendable = isSendable || current.inherited.contains("Sendable")
      if let refusal = current.refusal {
        reasons.append("\(current.file):\(current.line): `\(current.name)`: \(refusal)")
      }
      for parent in current.inherited {
        if let inherited = module.protocol(named: parent) {
          gather(inherited)
        } else if let external = module.externalProtocols[parent] {
          otherModules.append(external.module)
          gather(external.declaration)
        } else if StandardConformance(rawValue: parent) != nil {
          standardConformances.append(parent)
        } else if !["AnyObject", "Sendable", "class"].contains(parent) {
          reasons.append(
            "\(current.file):\(current.line): `\(current.name)` inherits `\(parent)`, which is "
              + "declared in no target of the package nor among the standard protocols a mock "
              + "meets (\(StandardConformance.allCases.map(\.rawValue).joined(separator: ", ")))"
          )
        }
      }
      requirements += current.requirements
      for case .unsupported(let line, let reason) in current.requirements {
        reasons.append("\(current.file):\(line): `\(current.name)` has \(reason)")
      }
    }
    gather(declaration)

    let spelling = TypeSpelling(module, moduleName: moduleName)
    var methods: [MethodRequirement] = []
    for case .method(let method) in requirements
    where !methods.contains(where: { $0.signature == method.signature }) {
      methods.append(spelling.spelled(method))
    }
    var associatedTypes: [(name: String, constraint: String?)] = []
    for case .associatedType(let name, let constraint) in requirements
    where !associatedTypes.contains(where: { $0.name == name }) {
      associatedTypes.append((name, constraint))
    }
    for requirement in requirements {
      let name: String
      switch requirement {
      case .property(let property): name = property.name
      case .method(let method) where method.isGetter: name = method.name
      default: continue
      }
      if ["journal", "journalSubject"].contains(name) {
        reasons.append(
          "\(declaration.file):\(declaration.line): `\(declaration.name)` requires `\(name)`, "
            + "the name a mock keeps for its own journal"
        )
      }
    }
    var properties: [StoredProperty] = []
    for case .property(let property) in requirements
    where !properties.contains(where: { $0.name == property.name }) {
      let property = spelling.spelled(property)
      properties.append(
        store(
          property,
          module: module,
          isMainActor: isMainActor,
          locked: isSendable && !isMainActor && globalActor == nil
        )
      )
    }
    guard reasons.isEmpty else { throw SpecCommandError(reasons.joined(separator: "\n")) }
    let imports = imports(
      for: declaration,
      methods: methods,
      properties: properties,
      module: module
    )
    return ResolvedProtocol(
      declaration: declaration,
      moduleName: moduleName,
      methods: methods,
      properties: properties,
      isMainActor: isMainActor || globalActor != nil,
      globalActor: isMainActor ? "MainActor" : globalActor,
      associatedTypes: associatedTypes,
      isSendable: isSendable || isMainActor || globalActor != nil,
      imports: imports,
      conformanceImports: otherModules.filter {
        !broughtModules.contains($0) && $0 != moduleName && !imports.contains($0)
      },
      standardConformances: standardConformances.compactMap(StandardConformance.init),
      kitNames: KitNames(clashingWith: module.typeNames)
    )
  }

  /// A settable optional of a class-bound protocol is `weak`, as an output or delegate is in
  /// VIPER; other settable properties are `var`, behind a lock when the double is `Sendable` and
  /// not isolated; a read-only one is a `let` the caller gives.
  private static func store(
    _ property: PropertyRequirement,
    module: ModuleDeclarations,
    isMainActor: Bool,
    locked: Bool
  ) -> StoredProperty {
    let isolation = property.isNonisolated && isMainActor ? "nonisolated " : ""
    let name = property.name
    let type = property.type
    if property.isStatic {
      // No instance, so no journal: the getter reports the call and gives a placeholder.
      let value = PlaceholderRule.value(of: type).map { $0.isEmpty ? "\(type)()" : $0 }
      let answer =
        value.map { "return \($0)" }
        ?? "return stopUnstubbedCall()"
      let getter = ["reportStaticCall()", answer]
      return StoredProperty(
        declaration: ["static var \(name): \(type) {"]
          + (property.isSettable
            ? ["  get {"] + getter.map { "    " + $0 } + ["  }", "  set { reportStaticCall() }"]
            : getter.map { "  " + $0 }) + ["}"],
        parameter: nil,
        name: name,
        initialization: nil
      )
    }
    let given = "\(name): \(type)" + (property.isOptional ? " = nil" : "")
    guard property.isSettable else {
      return StoredProperty(
        declaration: ["\(isolation)let \(name): \(type)"],
        parameter: given,
        name: name,
        initialization: "self.\(name) = \(name)",
        type: type
      )
    }
    if locked {
      let storage = name.filter { $0 != "`" } + "Storage"
      return StoredProperty(
        declaration: [
          "var \(name): \(type) {",
          "  get { \(storage).withLock { $0 } }",
          "  set { \(storage).withLock { $0 = newValue } }",
          "}",
          "private let \(storage): LockedState<\(type)>",
        ],
        parameter: given,
        name: name,
        initialization: "\(storage) = LockedState(\(name))",
        type: type,
        isLocked: true
      )
    }
    let isWeak = property.isOptional && isClassBound(type, in: module)
    return StoredProperty(
      declaration: ["\(isWeak ? "weak " : "")var \(name): \(type)"],
      parameter: property.isOptional ? nil : given,
      name: name,
      initialization: property.isOptional ? nil : "self.\(name) = \(name)",
      type: type
    )
  }

  private static func isClassBound(_ type: String, in module: ModuleDeclarations) -> Bool {
    let name =
      type.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" }
      .split(separator: " ").last { $0 != "any" }.map(String.init) ?? type
    var visited: Set<String> = []
    func bound(_ name: String) -> Bool {
      guard visited.insert(name).inserted, let declaration = module.protocol(named: name) else {
        return false
      }
      return declaration.inherited.contains { $0 == "AnyObject" || $0 == "class" || bound($0) }
    }
    return bound(name)
  }

  /// The module, ViperMocks, Foundation when a signature names a Foundation type, and the
  /// protocol file's other imports when a signature names a type from none of those.
  private static func imports(
    for declaration: ProtocolDeclaration,
    methods: [MethodRequirement],
    properties: [StoredProperty],
    module: ModuleDeclarations
  ) -> [String] {
    var types = methods.flatMap { method in
      method.parameters.map(\.type) + [method.returnType ?? ""] + [
        {
          if case .typed(let error) = method.failure { return error }
          return ""
        }()
      ]
    }
    types += properties.map(\.type)
    // A method's generic parameters and the protocol's associated types are no module's.
    let local = Set(methods.flatMap(\.genericNames)).union(
      declaration.requirements.compactMap {
        if case .associatedType(let name, _) = $0 { return name }
        return nil
      }
    )
    let names = Set(
      types.flatMap { $0.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) }
        .map(String.init)
        .filter { ($0.first?.isUppercase ?? false) && !local.contains($0) }
    )
    var imports: [String] = []
    let foundation = names.subtracting(module.typeNames).filter(isFoundationType)
    if !foundation.isEmpty { imports.append("Foundation") }
    let unknown = names.subtracting(foundation).subtracting(standardTypes)
      .subtracting(module.typeNames)
    if !unknown.isEmpty {
      imports += (module.imports[declaration.file] ?? []).filter { !broughtModules.contains($0) }
    }
    return imports
  }
}
