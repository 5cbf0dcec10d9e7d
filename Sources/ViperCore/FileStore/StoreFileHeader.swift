import Foundation

/// The envelope of a store file, decoded before the entities so a newer format is never misread.
struct StoreFileHeader: Codable {
  /// The format marker every store file starts with.
  static let formatName = "viperspec.datastore"
  /// The newest format version this build reads and the one it writes.
  ///
  /// Version 3 is the append-only log with a checksum on every line; version 2, the same log
  /// without checksums, and version 1, one JSON document, are still read.
  static let currentVersion = 3

  /// The header's JSON in the current version, the first line's content.
  static var currentJSON: [UInt8] {
    Array(#"{"format":"\#(formatName)","version":\#(currentVersion)}"#.utf8)
  }

  let format: String
  let version: Int

  /// Decodes the header from a file's first line, framed with a checksum (version 3 on) or not
  /// (a version 2 log's first line, or a whole version 1 document written across several lines),
  /// and checks that this build may open the file.
  ///
  /// - Returns: The header, and the first line's checksum if it has one.
  static func decode(
    firstLine: ArraySlice<UInt8>,
    orWhole bytes: [UInt8],
    path: String
  ) throws(DataStoreError) -> (header: StoreFileHeader, checksum: UInt32?) {
    guard ChecksummedLine.hasChecksum(firstLine) else {
      let header = try decodeJSON(firstLine, orWhole: bytes, path: path)
      guard header.version < 3 else {
        throw .corrupt(path: path, reason: "line 1 has no checksum, as every version 3 line has")
      }
      return (header, nil)
    }
    let json: ArraySlice<UInt8>
    let checksum: UInt32
    do {
      (json, checksum) = try ChecksummedLine.unframe(firstLine, after: 0)
    } catch {
      throw .corrupt(path: path, reason: "line 1 \(error.reason)")
    }
    let header = try decodeJSON(json, orWhole: nil, path: path)
    guard header.version >= 3 else {
      throw .corrupt(
        path: path,
        reason: "line 1 has a checksum, which no version \(header.version) file has"
      )
    }
    return (header, checksum)
  }

  /// Decodes a header's JSON and checks its format and version.
  private static func decodeJSON(
    _ json: ArraySlice<UInt8>,
    orWhole bytes: [UInt8]?,
    path: String
  ) throws(DataStoreError) -> StoreFileHeader {
    let decoder = JSONDecoder()
    let header: StoreFileHeader
    do {
      header = try decoder.decode(StoreFileHeader.self, from: Data(json))
    } catch {
      do {
        guard let bytes else { throw error }
        header = try decoder.decode(StoreFileHeader.self, from: Data(bytes))
      } catch {
        throw .corrupt(
          path: path,
          reason: "line 1 is not the header of a ViperSpec store file: \(error)"
        )
      }
    }
    guard header.format == formatName else {
      throw .corrupt(path: path, reason: "line 1 names an unknown format \"\(header.format)\"")
    }
    guard header.version >= 1 else {
      throw .corrupt(
        path: path,
        reason: "line 1 names format version \(header.version), which does not exist; versions "
          + "start at 1"
      )
    }
    guard header.version <= currentVersion else {
      throw .unsupportedVersion(path: path, found: header.version, supported: currentVersion)
    }
    return header
  }
}
