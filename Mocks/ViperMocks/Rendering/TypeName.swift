import Foundation
import ViperCore

/// The names a type is shown by, and whether the toolchain ships it, worked out once per type.
///
/// Swift's own short name drops the scope a nested type lives in (`String.Encoding` is
/// `Encoding`, `AsyncStream<Int>.Continuation` is `Continuation`), and its full name adds the
/// module and, for a local or private type, an address or a hash that differs from build to build.
/// The qualified name here is the full name without either: what a Swift developer writes from
/// outside the type's scope.
enum TypeName {
  private struct Entry: Sendable {
    let display: String
    let qualified: String
    let isToolchain: Bool
  }

  private static let entries = LockedState<[ObjectIdentifier: Entry]>([:])

  /// The modules of the standard library, Foundation and Dispatch, and the C types they import.
  private static let toolchainModules: Set<Substring> = [
    "Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "Synchronization",
    "Observation", "Distributed", "RegexBuilder", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "CoreFoundation",
    "_FoundationCShims", "_FoundationCollections", "Dispatch", "__C", "ObjectiveC", "Darwin",
    "Glibc", "Musl", "SwiftGlibc",
  ]

  /// Returns the name a value of the type is shown by: Swift's short name, or the qualified name
  /// for a type the toolchain nests in another (`String.Encoding`, `DecodingError.Context`).
  ///
  /// - Parameter type: The type.
  /// - Returns: Its name.
  static func display(_ type: Any.Type) -> String { entry(type).display }

  /// Returns the name with every enclosing type and no module: `Shelf.Item`.
  ///
  /// - Parameter type: The type.
  /// - Returns: Its qualified name.
  static func qualified(_ type: Any.Type) -> String { entry(type).qualified }

  /// Returns whether the standard library, Foundation or Dispatch declares the type.
  ///
  /// - Parameter type: The type.
  /// - Returns: Whether the toolchain ships it.
  static func isToolchain(_ type: Any.Type) -> Bool { entry(type).isToolchain }

  private static func entry(_ type: Any.Type) -> Entry {
    let key = ObjectIdentifier(type)
    if let entry = entries.withLock({ $0[key] }) { return entry }
    let full = withoutPacks(withoutContexts(String(reflecting: type)))
    let module = full.prefix { $0 != "." && $0 != "<" }
    if let shown = publicSuperclass(of: type, module: module, name: full) {
      let entry = entry(shown)
      entries.withLock { $0[key] = entry }
      return entry
    }
    let qualified = withoutModules(full)
    let isToolchain = toolchainModules.contains(module)
    let short = withoutPacks(String(describing: type))
    var depth = 0
    let isNested = qualified.contains { character in
      if character == "<" { depth += 1 }
      if character == ">" { depth -= 1 }
      return character == "." && depth == 0
    }
    let entry = Entry(
      display: swiftSpelling(of: type, publicSpelling(isToolchain && isNested ? qualified : short)),
      qualified: swiftSpelling(of: type, publicSpelling(qualified)),
      isToolchain: isToolchain
    )
    entries.withLock { $0[key] = entry }
    return entry
  }

  /// The nearest superclass the toolchain declares public, for a class of its own that it does
  /// not: an `NSTextCheckingResult` is an `NSSimpleRegularExpressionCheckingResult` at run time.
  private static func publicSuperclass(
    of type: Any.Type,
    module: Substring,
    name: String
  ) -> AnyClass? {
    guard ToolchainPublicProperties.modules.contains(module), var current = type as? AnyClass,
      ToolchainPublicProperties.names(of: withoutGenericArguments(withoutModules(name))) == nil
    else { return nil }
    while let superclass = _getSuperclass(current) {
      let superName = withoutModules(withoutContexts(String(reflecting: superclass)))
      if ToolchainPublicProperties.names(of: withoutGenericArguments(superName)) != nil {
        return superclass
      }
      current = superclass
    }
    return nil
  }

  /// The name without its generic arguments: `Regex<Substring>.Match` is `Regex.Match`.
  static func withoutGenericArguments(_ name: String) -> String {
    var result = ""
    var depth = 0
    for character in name {
      if character == "<" { depth += 1 }
      if depth == 0 { result.append(character) }
      if character == ">", depth > 0 { depth -= 1 }
    }
    return result
  }

  /// Whether the whole name is in one pair of parentheses, as a tuple's is: `(Int, Int)`, but
  /// not `(Int) -> Int` or `(any Error).Type`.
  static func isParenthesized(_ name: String) -> Bool {
    guard name.hasPrefix("(") else { return false }
    var depth = 0
    for (offset, character) in name.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 { return offset == name.count - 1 }
    }
    return false
  }

  /// The standard library's types whose names are private but which Swift code reaches by a
  /// public alias: `Unicode.UTF8.encode("é")` returns a `Unicode.UTF8.EncodedScalar`.
  private static let publicAliases = [
    ("_ValidUTF8Buffer", "Unicode.UTF8.EncodedScalar"),
    ("_UIntBuffer<UInt16>", "Unicode.UTF16.EncodedScalar"),
  ]

  /// The name with each private type that has a public alias spelled by the alias, wherever it
  /// stands (`Unicode.ParseResult<_ValidUTF8Buffer>`).
  private static func publicSpelling(_ name: String) -> String {
    guard name.contains("_") else { return name }
    return publicAliases.reduce(name) { $0.replacing($1.0, with: $1.1) }
  }

  /// The name as Swift 6 writes an existential, which the runtime prints as Swift 5 did:
  /// `any Error` for `Error`, `(any Error).Type` for `Error.Protocol`, `any Error.Type`, and
  /// `any Collection<Int>` for `any Collection<Self.Collection.Element == Int>`.
  ///
  /// Told apart by the type's mangled name, the same on every runtime path: an existential's
  /// ends in `_p` (`Xl` for a class-bound one, `XP` for one with primary associated types), its
  /// metatype's adds `m`, and an existential metatype's adds `Xp`.
  private static func swiftSpelling(of type: Any.Type, _ name: String) -> String {
    let name = withoutSelfConstraints(name)
    // The runtime writes `any` itself for one with primary associated types.
    guard !name.hasPrefix("any "), !name.hasPrefix("(any "), let mangled = _mangledTypeName(type),
      mangled != "yp", mangled != "yXl"
    else {
      return name
    }
    for suffix in ["_p", "_Xl", "XP"] {
      if mangled.hasSuffix(suffix + "m"), name.hasSuffix(".Protocol") {
        return "(\(anyPrefixed(String(name.dropLast(".Protocol".count))))).Type"
      }
      if mangled.hasSuffix(suffix + "m"), name.hasSuffix(".Type") {
        return "(\(anyPrefixed(String(name.dropLast(".Type".count))))).Type"
      }
      if mangled.hasSuffix(suffix + "Xp") || mangled.hasSuffix(suffix) {
        return anyPrefixed(name)
      }
    }
    return name
  }

  private static func anyPrefixed(_ name: String) -> String {
    name.hasPrefix("any ") ? name : "any " + name
  }

  /// Drops the runtime's spelling of a primary associated type's constraint:
  /// `Collection<Self.Collection.Element == Int>` is `Collection<Int>`.
  private static func withoutSelfConstraints(_ name: String) -> String {
    guard name.contains("Self.") else { return name }
    var result = name
    while let start = result.firstRange(of: "Self."),
      let equals = result[start.upperBound...].firstRange(of: " == ")
    {
      result.removeSubrange(start.lowerBound..<equals.upperBound)
    }
    return result
  }

  /// Drops what the runtime's full name adds around scopes: `(extension in Foundation):`, a local
  /// type's `(unknown context at $55d0…).`, and a private type's `(Item in _6A1F…)` hash.
  private static func withoutContexts(_ name: String) -> String {
    var result = ""
    var rest = Substring(name)
    while let open = rest.firstIndex(of: "(") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: ")") else { break }
      let inside = rest[rest.index(after: open)..<close]
      var after = rest.index(after: close)
      if inside.hasPrefix("extension in ") {
        if after < rest.endIndex, rest[after] == ":" { after = rest.index(after: after) }
      } else if inside.hasPrefix("unknown context at ") {
        if after < rest.endIndex, rest[after] == "." { after = rest.index(after: after) }
      } else if let space = inside.range(of: " in _") {
        result += inside[..<space.lowerBound]
      } else {
        result += "("
        after = rest.index(after: open)
      }
      rest = rest[after...]
    }
    return result + rest
  }

  /// Drops the braces the runtime puts around a parameter pack's types.
  ///
  /// `Predicate<Pack{Int}>` is `Predicate<Int>` as Swift writes it.
  private static func withoutPacks(_ name: String) -> String {
    guard name.contains("Pack{") else { return name }
    return name.replacingOccurrences(of: "Pack{", with: "").replacingOccurrences(of: "}", with: "")
  }

  /// Drops the module that starts each dotted path: `Swift.Dictionary<Swift.String, Swift.Int>.Keys`
  /// is `Dictionary<String, Int>.Keys`.
  private static func withoutModules(_ name: String) -> String {
    func isIdentifier(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    var result = ""
    var index = name.startIndex
    var previous: Character = " "
    while index < name.endIndex {
      let character = name[index]
      guard isIdentifier(character), previous != ".", !isIdentifier(previous) else {
        result.append(character)
        previous = character
        index = name.index(after: index)
        continue
      }
      let end = name[index...].firstIndex { !isIdentifier($0) } ?? name.endIndex
      if end < name.endIndex, name[end] == "." {
        previous = "."
        index = name.index(after: end)
      } else {
        result += name[index..<end]
        previous = "a"
        index = end
      }
    }
    return result
  }
}
