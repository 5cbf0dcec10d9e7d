import Foundation

/// A selfie, named to start with `Self`.
public struct Selfie: Equatable, Sendable {
  /// The picture's name.
  public var name: String

  /// Creates a selfie.
  ///
  /// - Parameter name: The picture's name.
  public init(name: String) {
    self.name = name
  }
}

/// Why a call failed.
public enum TrickyError: Error, Equatable, Sendable {
  /// The service said no, and why.
  case refused(reason: String, code: Int)
}

/// Requirements that real protocols have and a generated mock must still compile for: closures
/// the callee may not keep, overloads told apart only by their types or a hidden label,
/// keywords as names, borrowed values, and types whose names start with `Self`.
public protocol TrickyServing: Sendable {
  /// Calls the closure for each name.
  func each(_ body: (String) -> Void)
  /// Computes a value, maybe.
  func compute(_ value: @autoclosure () -> Int) -> Int
  /// Finds by number.
  func find(id: Int) -> String
  /// Finds by name.
  func find(id: String) -> String
  /// Loads with a label.
  func load(id: Int) async throws(TrickyError) -> Selfie
  /// Loads without one.
  func load(_ id: Int) async throws(TrickyError) -> Selfie
  /// A keyword as a name.
  func `default`() -> String
  /// A keyword with an argument.
  func `repeat`(times: Int) -> [Selfie]
  /// Reads a borrowed name.
  func peek(_ name: borrowing String) -> Int
  /// The selfies.
  func selfies() async -> [Selfie]
  /// Keeps a completion handler.
  func upload(_ selfie: Selfie, completion: @escaping @Sendable (Bool) -> Void)
  /// Takes an optional closure, which escapes.
  func notify(_ handler: (@Sendable () -> Void)?)
}

/// Namespaces a protocol that mocks leaves to its author.
public enum TrickyNamespace {
  /// A nested protocol.
  public protocol Nested {
    /// Does nothing.
    func nothing()
  }
}
