// Shapes `viper-spec mocks` refuses, each at its line, while it writes every other mock.

/// A lookup with a subscript.
public protocol Indexing {
  /// The name at a position.
  subscript(index: Int) -> String { get }
}

/// A type made by its protocol.
public protocol Making {
  /// Makes one.
  init(name: String)
}

/// A protocol that inherits one from another module.
public protocol Naming: Identifiable {
  /// The name.
  func name() -> String
}
