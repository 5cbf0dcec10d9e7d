extension MutantFinder {
  /// The text a presenter hands its view, emptied (or filled when empty): a string literal in a
  /// presenter's code.
  func shownTextSite(at index: Int) -> MutationSite? {
    guard map.type(of: index)?.role == .presenter,
      let literal = map.tokens[index].stringLiteral,
      index == 0 || !map.tokens[index - 1].isSymbol("(") || !isAttributeOrDirective(index - 1)
    else { return nil }
    let text = map.tokens[index].text
    let hashes = String(repeating: "#", count: literal.hashes)
    let isEmpty = text == "\(hashes)\"\"\(hashes)"
    return MutationSite(
      range: map.tokens[index].range,
      shape: .choice(replacement: isEmpty ? "\"ViperSpec was here\"" : "\"\""),
      mutationOperator: .changeShownText
    )
  }

  /// Whether the `(` at a token belongs to an attribute (`@available(`) or a directive
  /// (`#warning(`), whose arguments must stay literals.
  private func isAttributeOrDirective(_ parenthesis: Int) -> Bool {
    guard parenthesis >= 2 else { return false }
    let marker = map.tokens[parenthesis - 2]
    return marker.isSymbol("@") || marker.isSymbol("#")
  }

  /// A route changed where a router makes one, or a presenter hands one to its router: a
  /// `Route` case turned into another of the same payload (`.push` and `.setRoot`), a
  /// presentation style (`.sheet` and `.modal`), a tab's number, or a case of the module's own
  /// screens into another of the same payload.
  func routeSites(at index: Int) -> [MutationSite] {
    guard index > 0, map.tokens[index - 1].isSymbol("."), isImplicitMember(dot: index - 1),
      isRouteContext(index)
    else { return [] }
    let name = map.tokens[index].text
    let hasArguments = index + 1 < map.tokens.count && map.tokens[index + 1].isSymbol("(")
    let last = hasArguments ? map.closing(of: index + 1) : index
    let arguments = hasArguments ? map.text(index + 1...last) : ""
    let routeSiblings = ["push": "setRoot", "setRoot": "push", "sheet": "modal", "modal": "sheet"]
    if let sibling = routeSiblings[name] {
      return [site(dot: index - 1, last: last, replacement: ".\(sibling)\(arguments)")]
    }
    if name == "selectTab", hasArguments, last == index + 3,
      map.tokens[index + 2].kind == .number, let number = Int(map.tokens[index + 2].text)
    {
      return [
        MutationSite(
          range: map.tokens[index + 2].range,
          shape: .choice(replacement: "\(number + 1)"),
          mutationOperator: .changeRoute
        )
      ]
    }
    let enums = context.valueEnums(declaring: name)
    guard enums.count == 1, let declaration = enums.first,
      let sibling = MutationContext.sibling(of: name, in: declaration)
    else { return [] }
    return [site(dot: index - 1, last: last, replacement: ".\(sibling)\(arguments)")]
  }

  private func site(dot: Int, last: Int, replacement: String) -> MutationSite {
    MutationSite(
      range: map.byteRange(dot...last),
      shape: .choice(replacement: replacement),
      mutationOperator: .changeRoute
    )
  }

  /// Whether a `.` starts an implicit member (`.push(…)`), not a member of a value (`a.push`).
  private func isImplicitMember(dot: Int) -> Bool {
    guard dot > 0 else { return false }
    let before = map.tokens[dot - 1]
    if before.kind == .word { return before.text == "return" || before.text == "case" }
    return ["(", ",", ":", "=", "[", "?"].contains(before.text) && before.kind == .symbol
  }

  /// Whether a token is in a router's code, or in a presenter's statement that calls its router.
  private func isRouteContext(_ index: Int) -> Bool {
    switch map.type(of: index)?.role {
    case .router: return true
    case .presenter:
      guard let statement = map.statement(holding: index) else { return false }
      return receiver(of: map.statements[statement].tokens).map(Self.isRouterName) ?? false
    default: return false
    }
  }

  static func isRouterName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["router", "wireframe", "navigator", "coordinator", "routing"].contains {
      lowered.hasSuffix($0)
    }
  }
}
