/// Spells the types of a protocol's requirements as its double must write them.
///
/// The module's protocols and `Error` become existentials (`any HomeViewProtocol`) where classic
/// code writes them bare, so that a double compiles in a target that enables `ExistentialAny`
/// whatever the module does; a parameter whose type is an alias of a closure (`completion:
/// @escaping AvatarCompletion`) becomes that closure, so that its mock can hold it; and a module
/// type named as a kit type is qualified by its module.
struct TypeSpelling {
  /// The module's protocols, by name.
  let protocols: Set<String>
  /// The module's type aliases of closure types, by name.
  let closureAliases: [String: String]
  /// The module's types that share a name with one of the kit's, each written qualified by the
  /// module (`Diary.Journal`) so that the name is not ambiguous beside the kit's.
  let qualified: [String: String]

  /// Creates the spelling of a module.
  ///
  /// - Parameters:
  ///   - module: The module's declarations.
  ///   - moduleName: The module's name.
  init(_ module: ModuleDeclarations, moduleName: String) {
    protocols = Set(module.protocols.map(\.name))
    qualified = Dictionary(
      uniqueKeysWithValues: KitNames(clashingWith: module.typeNames).clashes.map {
        ($0, moduleName + "." + $0)
      }
    )
    closureAliases = module.typeAliases.filter {
      $0.value.hasPrefix("(") && $0.value.contains("->")
    }
  }

  /// A method with its parameter, result and error types spelled as existentials.
  ///
  /// - Parameter method: The method as declared.
  /// - Returns: The same method, spelled.
  func spelled(_ method: MethodRequirement) -> MethodRequirement {
    var failure = method.failure
    if case .typed(let error) = failure { failure = .typed(spelled(error)) }
    return MethodRequirement(
      name: method.name,
      parameters: method.parameters.map {
        .init(label: $0.label, name: $0.name, type: spelled(expanded($0.type)))
      },
      isAsync: method.isAsync,
      failure: failure,
      returnType: method.returnType.map(spelled),
      isNonisolated: method.isNonisolated,
      isStatic: method.isStatic,
      line: method.line,
      generics: method.generics,
      whereClause: method.whereClause,
      form: method.form,
      condition: method.condition
    )
  }

  /// A property with its type spelled as an existential.
  ///
  /// - Parameter property: The property as declared.
  /// - Returns: The same property, spelled.
  func spelled(_ property: PropertyRequirement) -> PropertyRequirement {
    PropertyRequirement(
      name: property.name,
      type: spelled(property.type),
      isSettable: property.isSettable,
      isNonisolated: property.isNonisolated,
      isStatic: property.isStatic,
      line: property.line,
      condition: property.condition
    )
  }

  /// A parameter's type with a closure alias replaced by the closure it stands for, attributes
  /// kept: `@escaping AvatarCompletion` gives `@escaping (Result<Data, Error>) -> Void`.
  private func expanded(_ type: String) -> String {
    var attributes = ""
    var rest = Substring(type)
    while rest.hasPrefix("@"), let space = rest.firstIndex(of: " ") {
      attributes += rest[...space]
      rest = rest[space...].drop { $0 == " " }
    }
    let isOptional = rest.hasSuffix("?")
    let name = isOptional ? rest.dropLast() : rest
    guard let closure = closureAliases[String(name)] else { return type }
    return attributes + (isOptional ? "(\(closure))?" : closure)
  }

  /// A type with each bare protocol name written `any Name`, parenthesized before `?` or `!`:
  /// `HomeViewProtocol?` gives `(any HomeViewProtocol)?`.
  ///
  /// - Parameter type: The type as written.
  /// - Returns: The type, spelled.
  func spelled(_ type: String) -> String {
    var result = ""
    var word = ""
    var previousWord = ""
    var characters = Array(type)
    characters.append(" ")
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        index += 1
        continue
      }
      if !word.isEmpty {
        let isQualified = result.last == "."
        let isExistential =
          (protocols.contains(word) || word == "Error") && !isQualified
          && !["any", "some"].contains(previousWord) && character != "."
        let written = isQualified ? word : qualified[word] ?? word
        if isExistential, character == "?" || character == "!" {
          result += "(any \(written))"
        } else {
          result += isExistential ? "any \(written)" : written
        }
        previousWord = word
        word = ""
      }
      if index < characters.count - 1 { result.append(character) }
      if character != " " { previousWord = "" }
      index += 1
    }
    return result
  }
}
