/// A protocol as the module's source declares it: what a mock of it must implement.
struct ProtocolDeclaration: Equatable, Sendable {
  /// The protocol's name.
  let name: String
  /// The file that declares it, relative to the package root.
  let file: String
  /// The line of its `protocol` keyword.
  let line: Int
  /// Whether other modules can see it (`public`); a mocks module can mock only those.
  let isPublic: Bool
  /// Whether it is `@MainActor`, which its mock then is too.
  let isMainActor: Bool
  /// Another global actor it is isolated to, such as `DatabaseActor`, which its mock is too.
  var globalActor: String? = nil
  /// The protocols and constraints it inherits, as written: `AnyObject`, `Sendable`, others.
  let inherited: [String]
  /// What it requires, in order.
  let requirements: [ProtocolRequirement]
  /// Why no mock can be generated for the protocol as a whole, if something stops it: a `where`
  /// clause.
  let refusal: String?
}
