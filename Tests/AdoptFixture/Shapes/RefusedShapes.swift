// Shapes `viper-spec mocks` refuses, each at its line, while it writes every other mock.

/// A copy of the same type.
public protocol Cloning {
  /// Copies itself.
  func clone() -> Self
}

/// Sorting that only equatable conformers may do.
public protocol Sorting: AnyObject where Self: Equatable {
  /// Sorts.
  func sort()
}

/// A protocol that inherits one the generator cannot see.
public protocol Coding: Codable {
  /// Encodes itself.
  func encoded() -> String
}
