import Foundation

/// The envelope of a store file, decoded before the entities so a newer format is never misread.
struct StoreFileHeader: Codable {
  /// The format marker every store file starts with.
  static let formatName = "viperspec.datastore"
  /// The newest format version this build reads and the one it writes.
  ///
  /// Version 2 is the append-only log; version 1, one JSON document, is still read.
  static let currentVersion = 2

  let format: String
  let version: Int

  /// Decodes the header of a log's first line, or of a whole version 1 document written across
  /// several lines, and checks that this build may open the file.
  static func decode(
    firstLine: ArraySlice<UInt8>,
    orWhole bytes: [UInt8],
    path: String
  ) throws(DataStoreError) -> StoreFileHeader {
    let decoder = JSONDecoder()
    let header: StoreFileHeader
    do {
      header = try decoder.decode(StoreFileHeader.self, from: Data(firstLine))
    } catch {
      do {
        header = try decoder.decode(StoreFileHeader.self, from: Data(bytes))
      } catch {
        throw .corrupt(path: path, reason: "not a ViperSpec store file: \(error)")
      }
    }
    guard header.format == formatName else {
      throw .corrupt(path: path, reason: "unknown format \"\(header.format)\"")
    }
    guard header.version >= 1 else {
      throw .corrupt(
        path: path,
        reason: "format version \(header.version) does not exist; versions start at 1"
      )
    }
    guard header.version <= currentVersion else {
      throw .unsupportedVersion(path: path, found: header.version, supported: currentVersion)
    }
    return header
  }
}
