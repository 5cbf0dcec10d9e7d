import Foundation

/// The envelopes that say what a run can run: parameter types, step definitions and hooks.
extension MessageStream {
  /// Writes the custom parameter types, the step definitions of every library and the phrases
  /// that use unknown types; keeps each library's definition and hook IDs, by index.
  func writeDefinitions(_ catalog: StepCatalog) {
    // Custom types first: a phrase can use a type only once it is registered.
    let builtIn = Set(ParameterType.builtIn.map(\.name))
    var written: Set<String> = []
    for type in catalog.parameterTypes where !builtIn.contains(type.name) {
      guard written.insert(type.name).inserted else { continue }
      let id = takeID()
      envelope("parameterType") { json in
        json.string("id", id)
        json.string("name", type.name)
        json.strings("regularExpressions", type.regexps)
        json.bool("preferForRegularExpressionMatch", false)
        json.bool("useForSnippets", true)
      }
    }
    // Definitions and hooks in the order each library made them, as Cucumber lists them.
    for library in catalog.libraries {
      var ids = [String?](repeating: nil, count: library.definitions.count)
      var libraryHookIDs = [String](repeating: "", count: library.hooks.count)
      var libraryRunHookIDs = [String](repeating: "", count: library.runHooks.count)
      let made =
        library.definitions.indices.map { (library.definitions[$0].sequence, 0, $0) }
        + library.hooks.indices.map { (library.hooks[$0].sequence, 1, $0) }
        + library.runHooks.indices.map { (library.runHooks[$0].sequence, 2, $0) }
      for (_, kind, index) in made.sorted(by: { $0.0 < $1.0 }) {
        switch kind {
        case 0 where library.definitions[index].isValid:
          ids[index] = writeDefinition(library.definitions[index])
        case 1: libraryHookIDs[index] = writeHook(library.hooks[index])
        case 2: libraryRunHookIDs[index] = writeRunHook(library.runHooks[index])
        default: break
        }
      }
      definitionIDs.append(ids)
      hookIDs.append(libraryHookIDs)
      runHookIDs += libraryRunHookIDs
    }
    for library in catalog.libraries {
      for undefined in library.undefinedParameterTypes {
        envelope("undefinedParameterType") { json in
          json.string("expression", undefined.expression)
          json.string("name", undefined.name)
        }
      }
    }
  }

  func writeDefinition(_ definition: StepDefinitionRecord) -> String {
    let id = takeID()
    envelope("stepDefinition") { json in
      json.string("id", id)
      json.object("pattern") { json in
        json.string("source", definition.source)
        json.string("type", definition.isRegex ? "REGULAR_EXPRESSION" : "CUCUMBER_EXPRESSION")
      }
      Self.sourceReference(definition.filePath, definition.line, to: &json)
    }
    return id
  }

  func writeRunHook(_ hook: RunHook) -> String {
    let id = takeID()
    envelope("hook") { json in
      json.string("id", id)
      json.string("type", hook.isBefore ? "BEFORE_TEST_RUN" : "AFTER_TEST_RUN")
      if let name = hook.name { json.string("name", name) }
      Self.sourceReference(hook.filePath, hook.line, to: &json)
    }
    return id
  }

  func writeHook(_ hook: ScenarioHookRecord) -> String {
    let id = takeID()
    envelope("hook") { json in
      json.string("id", id)
      json.string("type", hook.isBefore ? "BEFORE_TEST_CASE" : "AFTER_TEST_CASE")
      if let name = hook.name { json.string("name", name) }
      if !hook.tagSource.isEmpty { json.string("tagExpression", hook.tagSource) }
      Self.sourceReference(hook.filePath, hook.line, to: &json)
    }
    return id
  }
}
