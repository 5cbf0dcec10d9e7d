/// A struct of the module, read so that `viper-spec adopt` can make a value of it for a
/// presenter's input through its memberwise initializer.
struct StructDeclaration: Equatable, Sendable {
  let name: String
  let properties: [StoredPropertyDeclaration]
  /// Whether its body declares an initializer, so that Swift gives it no memberwise one.
  let declaresInitializer: Bool
}
