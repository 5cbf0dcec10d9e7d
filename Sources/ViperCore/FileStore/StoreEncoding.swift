import Foundation

/// The one encoder a store writes its values with, shared by the file store and the in-memory
/// store of the test kit, so that both refuse the same values: one the file format cannot hold
/// (a date or a number that is not a number, say) is refused by both, and changes nothing.
package enum StoreEncoding {
  /// The encoder for lines: sorted keys, so equal values always make equal lines.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  /// The error a store gives for a value the file format cannot hold, or `nil` if it can.
  ///
  /// - Parameters:
  ///   - value: An entity or an identifier about to be written.
  ///   - path: The store's file, or the in-memory store's name.
  /// - Returns: `DataStoreError.io` saying what cannot be encoded, and why.
  package static func refusal(of value: some Encodable, at path: String) -> DataStoreError? {
    do {
      _ = try encoder.encode(value)
      return nil
    } catch {
      // Not the value itself: describing a date that is not a number stops the process.
      return .io(path: path, reason: "cannot encode a \(type(of: value)): \(error)")
    }
  }
}
