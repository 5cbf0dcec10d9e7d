import Foundation
import Login

// Protocol shapes found in public VIPER and Clean-architecture apps (re-expressed, not copied),
// each of which `viper-spec mocks` must mock so that the mock compiles clean in Swift 6 mode.

/// A frog, as the services return it.
public struct Frog: Equatable, Sendable, Codable {
  /// Its name.
  public var name: String

  /// Creates a frog.
  ///
  /// - Parameter name: Its name.
  public init(name: String) {
    self.name = name
  }
}

/// Why a call failed.
public enum ShapeError: Error, Equatable, Sendable {
  /// Nothing is there.
  case missing
}

/// The actor the store's calls run on.
@globalActor public actor StoreActor {
  /// The one instance.
  public static let shared = StoreActor()
}

/// A networking layer: generic methods, one whose result is generic.
public protocol Requesting: Sendable {
  /// Decodes a response as the type the caller wants.
  func request<T: Decodable & Sendable>(_ path: String, as type: T.Type) async throws -> T
  /// Sends any encodable body.
  func send<Body: Encodable>(_ body: Body) async throws(ShapeError)
  /// Tells whether a value is cached, whatever its type.
  func isCached<Key: Hashable>(_ key: Key) -> Bool
}

/// A repository over any item type: associated and primary associated types.
public protocol Repository<Item>: AnyObject {
  /// The stored items' type.
  associatedtype Item: Equatable
  /// All items.
  func all() -> [Item]
  /// The item with an identifier.
  func item(id: Int) throws(ShapeError) -> Item
  /// Saves an item.
  func save(_ item: Item)
}

/// Requirements whose mocks need care: statics, `inout`, `rethrows`, tuples, streams,
/// properties that wait or throw, typed throws, ownership modifiers and variadics.
public protocol Tricky: AnyObject {
  /// A static factory.
  static func make() -> String
  /// A static count.
  static var instances: Int { get }
  /// Changes a value in place.
  func normalize(_ value: inout String)
  /// Runs a closure, throwing only what it throws.
  func perform(_ body: () throws -> Void) rethrows
  /// A pair of values.
  func bounds() -> (lower: Int, upper: Int)
  /// A stream of names.
  func names() -> AsyncStream<String>
  /// A stream that may fail.
  func updates() -> AsyncThrowingStream<Frog, any Error>
  /// A value that takes time to read.
  var token: String { get async }
  /// A value whose read may fail.
  var session: Frog { get async throws }
  /// Typed throws.
  func load() throws(ShapeError) -> Frog
  /// A value handed over.
  func keep(_ frog: sending Frog)
  /// A value taken.
  func consume(_ frog: consuming Frog)
  /// Any number of names.
  func log(_ names: String...)
}

/// A delegate shared across tasks: a settable property on a `Sendable` protocol.
public protocol Configuring: Sendable {
  /// The current locale's identifier.
  var localeIdentifier: String { get set }
  /// The retry count, if any.
  var retries: Int? { get set }
}

/// Requirements under `#if`, which the mock keeps under the same conditions.
public protocol Platforming: AnyObject {
  /// Everywhere.
  func common() -> Int
  #if os(Linux)
  /// On Linux only.
  func linuxOnly() -> String
  #elseif os(macOS)
  /// On macOS only.
  func macOnly() -> String
  #else
  /// Elsewhere.
  func elsewhere()
  #endif
}

/// A store isolated to a global actor other than the main one.
@StoreActor
public protocol Storing: AnyObject {
  /// The stored names.
  var names: [String] { get set }
  /// Saves a name.
  func save(_ name: String)
}

/// A lookup by position and by key: subscripts, one settable.
public protocol Indexing: AnyObject {
  /// The name at a position.
  subscript(index: Int) -> String { get }
  /// The count under a key.
  subscript(key key: String) -> Int? { get set }
}

/// A type its users make through the protocol: an initializer requirement.
public protocol Making: AnyObject {
  /// The name it was made with.
  var name: String { get }
  /// Makes one.
  init(name: String)
}

/// Standard protocols a mock meets by its identity.
public protocol Naming: AnyObject, Identifiable, Hashable, CustomStringConvertible {
  /// The name.
  func name() -> String
}

/// An account as classic code keeps it: a class, not `Sendable`.
public final class Owner {
  /// Its name.
  public var name: String

  /// Creates an owner.
  ///
  /// - Parameter name: Its name.
  public init(name: String) {
    self.name = name
  }
}

/// A use case answering class entities, Foundation classes and generic completions.
public protocol OwnerUseCase: AnyObject {
  /// The owner, if any.
  func owner() -> Owner?
  /// The owner signed in now, which no placeholder can stand for.
  func currentOwner() -> Owner
  /// Signs the owner in.
  func login() async throws -> Owner
  /// Formats a date with the caller's formatter.
  func format(_ formatter: DateFormatter, _ object: NSObject) -> String
  /// Decodes whatever the caller wants, later.
  func fetch<T: Decodable>(completion: @escaping (Result<T, Error>) -> Void)
}

/// A protocol of another target of the package, inherited.
public protocol AuditedAuthenticating: Authenticating {
  /// Writes the audit trail.
  func audit() async
}
