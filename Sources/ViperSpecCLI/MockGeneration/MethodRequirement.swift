import Foundation

/// A method a protocol requires, in the parts a mock's signature and body are made of.
struct MethodRequirement: Equatable, Sendable {
  /// One parameter.
  struct Parameter: Equatable, Sendable {
    /// The argument label; `nil` for `_`.
    let label: String?
    /// The name the body uses.
    let name: String
    /// The type, as written (spaces normalized).
    let type: String
  }

  /// A requirement a mock answers as it answers a method.
  enum Form: Equatable, Sendable {
    case method
    /// A property's getter that waits or throws: `var token: String { get async }`.
    case getter
    /// A subscript, with whether it has a setter.
    case `subscript`(settable: Bool)
    /// An initializer, which the code under test may call through the protocol.
    case initializer
  }

  /// How the method throws.
  enum Failure: Equatable, Sendable {
    case none
    /// `throws`, any error.
    case untyped
    /// `throws(E)`.
    case typed(String)
    /// `rethrows`: it throws only what a closure it is given throws, so a mock never does.
    case rethrowing
  }

  /// The base name, such as `addTodo`.
  let name: String
  let parameters: [Parameter]
  let isAsync: Bool
  let failure: Failure
  /// The return type as written; `nil` for none.
  let returnType: String?
  /// Whether the method is `nonisolated` in an isolated protocol.
  let isNonisolated: Bool
  /// Whether it is a `static` (or `class`) requirement, which a mock answers without a journal.
  let isStatic: Bool
  /// The line of its `func`.
  let line: Int
  /// Its generic parameters, as written between `<` and `>`: `T: Decodable`.
  var generics: String? = nil
  /// Its `where` clause, without `where`.
  var whereClause: String? = nil
  /// What kind of requirement it is: most are methods.
  var form = Form.method
  /// The `#if` condition it is declared under, if any.
  var condition: String? = nil

  /// The full name, such as `addTodo(title:dueDate:)`.
  var fullName: String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// Everything that tells two requirements apart: overloads may differ in their types only.
  var signature: String {
    fullName + parameters.map(\.type).joined(separator: ",") + "\(isAsync)\(failure)"
      + (returnType ?? "") + (isStatic ? "static" : "") + "\(form)"
  }

  /// Whether it is a property's getter that waits or throws.
  var isGetter: Bool { form == .getter }

  /// Whether it is an initializer.
  var isInitializer: Bool { form == .initializer }

  /// Whether it gives nothing back: no value, no error, no wait.
  var answersNothing: Bool {
    returnType == nil && (failure == .none || failure == .rethrowing) && !isAsync
  }

  /// Whether it can throw in a mock: `rethrows` never does there.
  var canThrow: Bool {
    failure != .none && failure != .rethrowing
  }

  /// The names of its generic parameters: `T` for `<T: Decodable>`.
  var genericNames: Set<String> {
    guard let generics else { return [] }
    return Set(
      generics.split(separator: ",").compactMap {
        $0.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) }
      }
    )
  }
}
