/// The bodies of the requirements a mock meets other than as a method: an initializer, a
/// getter that waits or throws, and a static member.
extension MockSourceWriter {
  /// An initializer the protocol requires, which the code under test calls: the mock it makes
  /// journals to a journal of its own, not exhaustive, and starts its properties at their
  /// placeholders.
  func initializer(
    meeting method: MethodRequirement,
    access: String
  ) throws(SpecCommandError) -> [String] {
    var lines = SwiftLayout.documentation(
      "Creates the mock as the code under test does, through the protocol's initializer; it "
        + "journals to a journal of its own.",
      indent: "  "
    )
    lines += SwiftLayout.declaration(
      head: "\(access)\(method.name)",
      method.parameters.map(SwiftLayout.parameter),
      effects: SwiftLayout.effects(method),
      indent: "  "
    )
    lines.append(
      "    self.journal = \(resolved.kitNames("Journal"))(exhaustive: false, reporter: .testRunner)"
    )
    for property in resolved.properties where property.initialization != nil {
      let value =
        property.type.hasSuffix("?")
        ? "nil"
        : PlaceholderRule.value(of: property.type).map { $0.isEmpty ? "\(property.type)()" : $0 }
      guard let value else {
        throw SpecCommandError(
          "`\(method.fullName)` must start `\(property.name): \(property.type)`, and the "
            + "generator cannot make one"
        )
      }
      lines += property.initialization(from: value).map { ["    " + $0] } ?? []
    }
    lines += SwiftLayout.list(
      head: "recordCall",
      method.parameters.map(SwiftLayout.argument),
      tail: "",
      indent: "    "
    )
    return lines + ["  }"]
  }

  /// A property whose getter waits or throws, answered through its stub.
  func getter(
    of method: MethodRequirement,
    stub: String,
    access: String,
    isolation: String
  ) throws(SpecCommandError) -> [String] {
    let placeholder = try PlaceholderRule.argument(for: method, enums: enums)
    var call = ""
    if method.canThrow { call += "try " }
    if method.isAsync { call += "await " }
    call += stub + (method.isAsync ? ".suspendingAnswer" : ".answer")
    return [
      "  \(access)\(isolation)var \(method.name): \(method.returnType ?? "Void") {",
      "    get \(SwiftLayout.effects(method)) {",
    ]
      + SwiftLayout.list(
        head: call,
        ["self"] + (placeholder.map { [$0] } ?? []),
        tail: "",
        indent: "      "
      ) + ["    }", "  }"]
  }

  /// A static requirement's body: no instance, so no journal and no stub; it reports the call
  /// and gives the placeholder, which is `stopUnstubbedCall()` where none can be made.
  func staticBody(of method: MethodRequirement) throws(SpecCommandError) -> [String] {
    let lines = ["    reportStaticCall()"]
    guard let result = method.returnType else { return lines }
    if let value = PlaceholderRule.value(of: result) {
      return lines + ["    return " + (value.isEmpty ? "\(result)()" : value)]
    }
    if let argument = try? PlaceholderRule.argument(for: method, enums: enums),
      argument.hasPrefix("placeholderError: ")
    {
      return lines + ["    throw " + argument.dropFirst("placeholderError: ".count)]
    }
    return lines + ["    return stopUnstubbedCall()"]
  }
}
