/// The types one rendering names, so that two types that share a name in different scopes
/// (`Shelf.Item` and `Basket.Item`) are told apart wherever both appear in one value.
///
/// A type's own name is kept everywhere else: a transcript names types as the code in their own
/// scope writes them, and only a clash calls for more of the scope, as little as tells them apart.
final class TypeNameClashes {
  private var types: [ObjectIdentifier: any Any.Type] = [:]
  private var qualified: [ObjectIdentifier: String] = [:]

  /// Returns the name to show for a type, and notes that the rendering names it.
  ///
  /// - Parameters:
  ///   - display: The type's name when it clashes with no other.
  ///   - type: The type.
  /// - Returns: The name to show.
  func name(_ display: String, of type: any Any.Type) -> String {
    let key = ObjectIdentifier(type)
    types[key] = type
    guard !qualified.isEmpty, let name = qualified[key] else { return display }
    return name
  }

  /// Qualifies the names that clashed in the rendering so far, for the next rendering.
  ///
  /// - Returns: Whether any names clashed, so that the value must be rendered again.
  func qualifyClashes() -> Bool {
    guard types.count > 1, qualified.isEmpty else { return false }
    var byName: [String: [ObjectIdentifier]] = [:]
    for (key, type) in types { byName[TypeName.display(type), default: []].append(key) }
    for group in byName.values where group.count > 1 {
      let paths = group.map {
        ($0, Self.components(of: TypeName.qualified(types[$0] ?? Never.self)))
      }
      let longest = paths.map(\.1.count).max() ?? 1
      // As few enclosing scopes as tell the names apart.
      let depth =
        (1...max(longest, 1)).first { depth in
          Set(paths.map { $0.1.suffix(depth) }).count == paths.count
        } ?? longest
      for (key, path) in paths { qualified[key] = path.suffix(depth).joined(separator: ".") }
    }
    return !qualified.isEmpty
  }

  /// The dotted parts of a qualified name, outside its generic arguments.
  private static func components(of name: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in name {
      switch character {
      case "<", "(": depth += 1
      case ">", ")": depth -= 1
      case "." where depth == 0:
        parts.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    return parts + [current]
  }
}
