import Foundation

/// Makes the source of a value a first test passes to a presenter's input, by a rule a reader
/// can predict: a string is its parameter's name (`"name"`), a number `1`, a Boolean `true`, an
/// optional `nil`, a collection empty, a date the reference date, a URL a file named after the
/// parameter, an error a `SampleError()`, an enum of the module its first case, a struct of the
/// module its memberwise initializer, a class of the module an initializer whose values it can
/// make, and one of the module's protocols the test's double.
struct SampleValue {
  /// The module's declarations.
  let module: ModuleDeclarations
  /// The test's doubles, by the protocol each plays.
  let doubles: [String: String]

  /// The type a test file declares for ``value(of:named:)``'s errors.
  static let errorType = "SampleError"

  /// The source of a value of a type, if the rule can make one.
  ///
  /// - Parameters:
  ///   - type: The type, as written.
  ///   - name: The parameter's or property's name, which strings and URLs take.
  /// - Returns: The value's source, or `nil`.
  func value(of type: String, named name: String) -> String? {
    value(of: type, named: name, depth: 0)
  }

  private func value(of written: String, named name: String, depth: Int) -> String? {
    guard depth < 4 else { return nil }
    var type = written.trimmingCharacters(in: .whitespaces)
    for prefix in ["any ", "some "] where type.hasPrefix(prefix) {
      type = String(type.dropFirst(prefix.count))
    }
    if type.hasSuffix("?") || type.hasPrefix("Optional<") { return "nil" }
    if type.hasPrefix("["), type.contains(":") { return "[:]" }
    if type.hasPrefix("[") || type.hasPrefix("Set<") || type.hasPrefix("Array<") { return "[]" }
    switch type {
    case "String", "Substring": return "\"\(name)\""
    case "Bool": return "true"
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
      "Double", "Float", "TimeInterval", "Decimal":
      return "1"
    case "Date": return "Date(timeIntervalSince1970: 0)"
    case "Data": return "Data()"
    case "URL": return "URL(fileURLWithPath: \"/\(name)\")"
    case "Error", "(any Error)": return Self.errorType + "()"
    default: break
    }
    let base = type.filter { $0 != "(" && $0 != ")" }
    if let double = doubles[base] { return double }
    // A nested enum (`Item.Kind`) is kept under its own name; its case reads the same either way.
    let enumName = type.split(separator: ".").last.map(String.init) ?? type
    if let declaration = module.enums[enumName] { return value(of: declaration, depth: depth) }
    // A private stored property, even with a default, makes the memberwise initializer private.
    if let declaration = module.structs[type], !declaration.declaresInitializer,
      !declaration.properties.contains(where: \.isPrivate)
    {
      var arguments: [String] = []
      for property in declaration.properties where !property.hasDefault {
        guard !property.isPrivate,
          let value = value(of: property.type, named: property.name, depth: depth + 1)
        else { return nil }
        arguments.append("\(property.name): \(value)")
      }
      return type + "(" + arguments.joined(separator: ", ") + ")"
    }
    if let declaration = module.classes.first(where: { $0.name == type }) {
      return value(of: declaration, depth: depth)
    }
    return nil
  }

  /// A class of the module, made by the first initializer whose values the rule can make: the
  /// one Swift gives a class that declares none, else one that is not private and neither
  /// throws nor waits.
  private func value(of declaration: ClassDeclaration, depth: Int) -> String? {
    guard !declaration.initializers.isEmpty else { return declaration.name + "()" }
    for initializer in declaration.initializers
    where !initializer.isPrivate && initializer.effects.isEmpty {
      var arguments: [String] = []
      for (parameter, hasDefault) in initializer.parameters where !hasDefault {
        guard let value = value(of: parameter.type, named: parameter.name, depth: depth + 1)
        else { break }
        arguments.append((parameter.label.map { $0 + ": " } ?? "") + value)
      }
      guard arguments.count == initializer.parameters.filter({ !$0.hasDefault }).count else {
        continue
      }
      return declaration.name + "(" + arguments.joined(separator: ", ") + ")"
    }
    return nil
  }

  private func value(of declaration: EnumDeclaration, depth: Int) -> String? {
    if let plain = declaration.cases.first(where: { $0.payload.isEmpty }) {
      return "." + plain.name
    }
    for candidate in declaration.cases {
      var values: [String] = []
      for (position, payload) in candidate.payload.enumerated() {
        let label = payload.label ?? "value\(position + 1)"
        guard let value = value(of: payload.type, named: label, depth: depth + 1) else { break }
        values.append(payload.label.map { "\($0): \(value)" } ?? value)
      }
      guard values.count == candidate.payload.count else { continue }
      return "." + candidate.name + "(" + values.joined(separator: ", ") + ")"
    }
    return nil
  }
}
