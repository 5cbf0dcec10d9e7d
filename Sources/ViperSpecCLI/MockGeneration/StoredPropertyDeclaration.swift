/// A stored property of a class or struct, with its type as written.
struct StoredPropertyDeclaration: Equatable, Sendable {
  let name: String
  /// The type, as written (spaces normalized).
  let type: String
  /// Whether it is a `var`, which a test can set.
  let isVariable: Bool
  /// Whether it has an initial value, so that a memberwise initializer does not need it.
  let hasDefault: Bool
  /// Whether it is `private` or `fileprivate`.
  let isPrivate: Bool
}
