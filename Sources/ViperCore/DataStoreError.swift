/// A failure of a ``DataStore`` operation; a failed operation never changes what is stored.
public enum DataStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No entity has the identifier.
  case notFound(id: String)
  /// An entity with the identifier is already stored.
  case duplicateID(String)
  /// The store file exists but cannot be decoded; it is left untouched.
  case corrupt(path: String, reason: String)
  /// The store file was written by a newer format version; it is left untouched.
  case unsupportedVersion(path: String, found: Int, supported: Int)
  /// Reading or writing the backing storage failed.
  case io(path: String, reason: String)

  public var description: String {
    switch self {
    case .notFound(let id):
      "No entity with ID \(id) is stored."
    case .duplicateID(let id):
      "An entity with ID \(id) is already stored."
    case .corrupt(let path, let reason):
      "The store file at \(path) is corrupt (\(reason)); it was left untouched. "
        + "Restore it from a backup or move it away to start empty."
    case .unsupportedVersion(let path, let found, let supported):
      "The store file at \(path) has format version \(found), but this build reads up to "
        + "version \(supported); it was left untouched. Update the app to read it."
    case .io(let path, let reason):
      "Could not read or write the store at \(path): \(reason)."
    }
  }
}
