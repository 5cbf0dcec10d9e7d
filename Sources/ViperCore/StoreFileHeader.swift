/// The envelope of a store file, decoded before the entities so a newer format is never misread.
struct StoreFileHeader: Codable {
  /// The format marker every store file starts with.
  static let formatName = "viperspec.datastore"
  /// The newest format version this build reads and the one it writes.
  static let currentVersion = 1

  let format: String
  let version: Int
}
