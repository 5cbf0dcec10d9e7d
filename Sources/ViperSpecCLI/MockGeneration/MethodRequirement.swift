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

  /// How the method throws.
  enum Failure: Equatable, Sendable {
    case none
    /// `throws`, any error.
    case untyped
    /// `throws(E)`.
    case typed(String)
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

  /// The full name, such as `addTodo(title:dueDate:)`.
  var fullName: String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// Everything that tells two requirements apart: overloads may differ in their types only.
  var signature: String {
    fullName + parameters.map(\.type).joined(separator: ",") + "\(isAsync)\(failure)"
      + (returnType ?? "")
  }

  /// Whether it gives nothing back: no value, no error, no wait.
  var answersNothing: Bool {
    returnType == nil && failure == .none && !isAsync
  }
}
