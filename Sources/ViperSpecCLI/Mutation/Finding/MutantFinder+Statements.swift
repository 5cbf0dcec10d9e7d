extension MutantFinder {
  /// Calls whose result is not used: a presenter's calls on its collaborators are dropped,
  /// made twice and swapped by pairs; an interactor's writes to a store and calls on a service
  /// are skipped; any other call is removed.
  func statementSites() -> [MutationSite] {
    var found: [MutationSite] = []
    for block in map.blocks where block.kind.isCode {
      var previousCall: (range: Range<Int>, statement: Int, isCollaborator: Bool)?
      for statement in block.statements {
        let tokens = map.statements[statement].tokens
        guard let call = callStatement(tokens, in: block, count: block.statements.count) else {
          previousCall = nil
          continue
        }
        let range = map.byteRange(tokens)
        found += call.operators.map {
          MutationSite(
            range: range,
            shape: $0 == .duplicatePresenterCall ? .duplication : .removal,
            mutationOperator: $0
          )
        }
        let isCollaborator = call.operators.contains(.dropPresenterCall)
        if let previous = previousCall, previous.isCollaborator, isCollaborator,
          previous.statement == statement - 1,
          !map.hasDirective(
            between: map.statements[previous.statement].tokens.upperBound,
            and: tokens.lowerBound
          )
        {
          found.append(
            MutationSite(
              range: previous.range.lowerBound..<range.upperBound,
              shape: .swap(first: previous.range, second: range),
              mutationOperator: .swapPresenterCalls
            )
          )
          previousCall = nil
        } else {
          previousCall = (range, statement, isCollaborator)
        }
      }
    }
    return found
  }

  /// The operators a statement takes if it is a call whose result is not used: `try`, `await`,
  /// then a chain of names, members, calls and trailing closures that ends in a call.
  private func callStatement(
    _ tokens: ClosedRange<Int>,
    in block: SwiftCodeMap.Block,
    count: Int
  ) -> (receiver: String, operators: [MutationOperator])? {
    guard let receiver = receiver(of: tokens), isCallChain(tokens) else { return nil }
    let excluded = [
      "super", "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure",
      "print", "debugPrint", "dump", "withExtendedLifetime", "Self",
    ]
    guard !excluded.contains(receiver), !SwiftCodeMap.accessors.contains(receiver),
      map.tokens[tokens].allSatisfy({ !$0.isWord("init") })
    else { return nil }
    // The one statement of a closure, or of a body that yields a value, may be that value, as
    // is a branch of an `if` or `switch` expression: removing it would not compile.
    if (block.kind == .closure || block.producesValue) && count == 1 { return nil }
    if block.kind == .control && block.producesValue { return nil }
    switch map.type(of: tokens.lowerBound)?.role {
    case .presenter where Self.isCollaboratorName(receiver):
      return (receiver, [.dropPresenterCall, .duplicatePresenterCall])
    case .interactor:
      guard let type = map.type(of: tokens.lowerBound),
        let declared = context.properties[type.name]?[receiver]
      else { return (receiver, [.removeCall]) }
      if Self.isStore(name: receiver, type: declared) {
        return (receiver, [isWrite(tokens) ? .skipStoreWrite : .removeCall])
      }
      return (receiver, [declared.contains("Clock") ? .removeCall : .skipServiceCall])
    default:
      return (receiver, [.removeCall])
    }
  }

  /// The name a statement calls on, `self.` left out: `view` in `view?.render(state)`.
  func receiver(of tokens: ClosedRange<Int>) -> String? {
    var index = tokens.lowerBound
    while index <= tokens.upperBound,
      map.tokens[index].isWord("try") || map.tokens[index].isWord("await")
        || (map.tokens[index].isSymbol("?") && index > tokens.lowerBound
          && map.tokens[index - 1].isWord("try"))
        || (map.tokens[index].isSymbol("!") && index > tokens.lowerBound
          && map.tokens[index - 1].isWord("try"))
    {
      index += 1
    }
    guard index <= tokens.upperBound, map.tokens[index].kind == .word else { return nil }
    if map.tokens[index].isWord("self"), index + 2 <= tokens.upperBound,
      map.tokens[index + 1].isSymbol("."), map.tokens[index + 2].kind == .word
    {
      return map.tokens[index + 2].text
    }
    return map.tokens[index].text
  }

  /// Whether tokens are a chain of names, members, calls and trailing closures that ends in a
  /// call, with nothing else: no assignment, operator or keyword.
  private func isCallChain(_ tokens: ClosedRange<Int>) -> Bool {
    var index = tokens.lowerBound
    while map.tokens[index].isWord("try") || map.tokens[index].isWord("await")
      || map.tokens[index].isSymbol("?") || map.tokens[index].isSymbol("!")
    {
      index += 1
      guard index <= tokens.upperBound else { return false }
    }
    guard map.tokens[index].kind == .word, !Self.keywords.contains(map.tokens[index].text) else {
      return false
    }
    var endsInCall = false
    index += 1
    while index <= tokens.upperBound {
      let token = map.tokens[index]
      if token.isSymbol("(") || token.isSymbol("{") || token.isSymbol("[") {
        index = map.closing(of: index) + 1
        endsInCall = !token.isSymbol("[")
        continue
      }
      if token.isSymbol("?") || token.isSymbol("!") {
        index += 1
        continue
      }
      guard token.isSymbol("."), index + 1 <= tokens.upperBound,
        map.tokens[index + 1].kind == .word
      else { return false }
      endsInCall = false
      index += 2
    }
    return endsInCall && index == tokens.upperBound + 1
  }

  /// Whether a statement's first method is one that writes: `insert`, `save`, `delete` and the
  /// like.
  private func isWrite(_ tokens: ClosedRange<Int>) -> Bool {
    let writes = [
      "insert", "update", "save", "delete", "remove", "put", "write", "add", "set", "store",
      "upsert", "clear", "append", "persist", "create", "replace", "purge",
    ]
    guard
      let dot = tokens.first(where: {
        map.tokens[$0].isSymbol(".") && $0 > 0 && !map.tokens[$0 - 1].isWord("self")
      }), dot < tokens.upperBound
    else { return false }
    let method = map.tokens[dot + 1].text
    return writes.contains { method.hasPrefix($0) }
  }

  static func isCollaboratorName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return isRouterName(name)
      || ["view", "delegate", "output", "display", "userinterface", "listener"].contains {
        lowered.hasSuffix($0)
      }
  }

  static func isStore(name: String, type: String) -> Bool {
    let words = ["store", "repository", "persist", "database", "datamanager", "storage"]
    let lowered = (name + " " + type).lowercased()
    return words.contains { lowered.contains($0) }
  }

  static let keywords: Set<String> = [
    "return", "throw", "let", "var", "if", "guard", "while", "for", "switch", "case", "default",
    "defer", "do", "repeat", "break", "continue", "fallthrough", "func", "import", "class",
    "struct", "enum", "actor", "extension", "protocol", "typealias", "init", "deinit", "else",
    "catch", "in", "where", "is", "as", "true", "false", "nil", "private", "public", "internal",
    "fileprivate", "static", "final", "open", "override", "mutating", "nonisolated", "lazy",
    "weak", "unowned", "consume", "borrowing", "consuming", "discard",
  ]
}
