import Distributed

/// Tells which toolchain values hold only private storage, which a transcript shows as the
/// type's name and `(…)` instead: `JSONEncoder(…)`, `AsyncStream<Int>(…)`, an actor's `Store(…)`.
///
/// Such storage (`_fd`, `_storage`, `__NSCFType`, `$defaultActor`) is nothing a Swift developer
/// can write, and much of it differs from run to run: a file descriptor, a bundle's path, a
/// process's arguments, a host's name. A toolchain collection shows its elements instead.
enum ToolchainStorage {
  /// How a toolchain struct is shown when its stored properties are private storage.
  enum Face {
    /// As its name and `(…)`.
    case opaque
    /// As its name and its elements, sorted when their order is a hash table's.
    case elements(sorted: Bool)
    /// As its name, the stored properties among these public ones, and `…` for the rest.
    case publicFields(Set<String>)
  }

  /// Returns how a toolchain struct is shown, or `nil` when its stored properties are public.
  ///
  /// - Parameters:
  ///   - type: The struct's type.
  ///   - fields: Its stored properties, as reflection names them, with their types.
  /// - Returns: The face, or `nil` when the struct shows its properties.
  static func face(of type: Any.Type, fields: [(label: String?, type: Any.Type)]) -> Face? {
    guard TypeName.isToolchain(type) else { return nil }
    // A predicate is code, like a closure; its variables are numbered in the order the process
    // made them.
    let name = TypeName.display(type)
    if name.hasPrefix("Predicate<") || name.hasPrefix("Expression<") { return .opaque }
    // A handle to a suspended task or an executor holds the runtime's pointers, not a value.
    if handlePrefixes.contains(where: name.hasPrefix) { return .opaque }
    guard fields.contains(where: isPrivate) else { return internalFace(of: type, fields: fields) }
    guard type is any Collection.Type else { return .opaque }
    // A view of a set or a dictionary (`dictionary.lazy.map`, `AnyCollection(set)`, whose box
    // names its base) iterates in the hash order too.
    let names = [name] + fields.map { String(describing: $0.type) }
    return .elements(sorted: names.contains(where: mentionsHashOrderedCollection))
  }

  /// Whether a type's name names a `Set` or a `Dictionary`, its own or a generic argument's.
  private static func mentionsHashOrderedCollection(_ name: String) -> Bool {
    for collection in ["Set<", "Dictionary<"] {
      var rest = Substring(name)
      while let found = rest.firstRange(of: collection) {
        let before =
          found.lowerBound == name.startIndex ? nil : name[name.index(before: found.lowerBound)]
        if before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
        rest = rest[found.upperBound...]
      }
    }
    return false
  }

  /// How a toolchain struct whose stored properties have public-looking names is shown: by its
  /// public ones alone, as the toolchain declares them (``ToolchainPublicProperties``); `nil`
  /// when every one is public, or when the type is not one the toolchain declares.
  private static func internalFace(
    of type: Any.Type,
    fields: [(label: String?, type: Any.Type)]
  ) -> Face? {
    let name = TypeName.withoutGenericArguments(TypeName.qualified(type))
    guard let publicNames = ToolchainPublicProperties.names(of: name) else { return nil }
    let labels = Set(fields.compactMap(\.label))
    let shown = labels.intersection(publicNames)
    guard shown.count < labels.count else { return nil }
    return shown.isEmpty ? .opaque : .publicFields(shown)
  }

  /// A toolchain struct as its public stored properties and `…` for the rest.
  ///
  /// - Parameters:
  ///   - value: The struct.
  ///   - open: The text before its properties, such as `Decimal.FormatStyle(`.
  ///   - labels: The names of its public stored properties.
  /// - Returns: Its shape.
  static func publicFieldsShape(of value: Any, open: String, labels: Set<String>) -> ValueShape {
    let shown = Mirror(reflecting: value).children.compactMap { child in
      child.label.flatMap { labels.contains($0) ? (label: $0, value: child.value) : nil }
    }
    let rest = (label: String?.none, value: PublicFace.Verbatim(text: RenderPath.marker) as Any)
    return .container(open: open, close: ")", children: shown + [rest])
  }

  /// The toolchain's handles, whose stored properties are the runtime's pointers; RegexBuilder's
  /// capture references, whose identifier counts the references the process made; and
  /// Observation's registrar, whose state is its observers' bookkeeping.
  private static let handlePrefixes = [
    "CheckedContinuation<", "UnsafeContinuation<", "UnownedSerialExecutor", "UnownedTaskExecutor",
    "UnownedJob", "Reference<", "ObservationRegistrar",
  ]

  /// Returns whether an object shows as its name alone: a toolchain class's instance, whose
  /// stored properties are its implementation, or an actor's, local or distributed, whose state
  /// is isolated and would race with the actor's own work if the renderer read it from another
  /// thread.
  ///
  /// - Parameter object: The object.
  /// - Returns: Whether it shows as its name and `(…)`.
  static func isOpaque(_ object: Any) -> Bool {
    TypeName.isToolchain(type(of: object)) || object is any Actor
      || object is any DistributedActor
  }

  /// Returns whether an object's class or one of its superclasses has stored properties, counted
  /// without reading any of them.
  ///
  /// - Parameter mirror: The object's mirror.
  /// - Returns: Whether it shows as `Name(…)` rather than `Name()`.
  static func hasStoredProperties(_ mirror: Mirror) -> Bool {
    var current: Mirror? = mirror
    while let level = current {
      if !level.children.isEmpty { return true }
      current = level.superclassMirror
    }
    return false
  }

  /// Returns the elements of a collection: all of them, to be sorted, or as many as a
  /// rendering shows at most (see ``ElementBudget``).
  ///
  /// - Parameters:
  ///   - value: A collection.
  ///   - all: Whether to take every element.
  /// - Returns: Its elements.
  static func elements(of value: Any, all: Bool) -> [Any] {
    func list<Elements: Collection>(_ elements: Elements) -> [Any] {
      all ? elements.map { $0 as Any } : ElementBudget.prefix(elements)
    }
    guard let collection = value as? any Collection else { return [] }
    return list(collection)
  }

  /// Returns how many elements a collection has, or `nil` for a value that is none.
  static func count(of value: Any) -> Int? {
    (value as? any Collection)?.count
  }

  private static func isPrivate(_ field: (label: String?, type: Any.Type)) -> Bool {
    let label = field.label ?? ""
    return label.hasPrefix("_") || label.hasPrefix("$")
      || String(describing: field.type).hasPrefix("_")
  }
}
