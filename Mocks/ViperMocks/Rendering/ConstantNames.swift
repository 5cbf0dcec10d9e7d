import Foundation

/// The names of the toolchain's static constants that are structs with a raw value, so that an
/// encoding reads `.utf8` and a priority `.high`, not `Encoding(rawValue: 4)`.
///
/// Built from the constants themselves, so a name is never wrong; a value without one shows its
/// raw value under the type's qualified name, `String.Encoding(rawValue: 999)`.
enum ConstantNames {
  private static let encodings: [UInt: String] = {
    let constants: [(String.Encoding, String)] = [
      (.ascii, "ascii"), (.nextstep, "nextstep"), (.japaneseEUC, "japaneseEUC"),
      (.utf8, "utf8"), (.isoLatin1, "isoLatin1"), (.symbol, "symbol"),
      (.nonLossyASCII, "nonLossyASCII"), (.shiftJIS, "shiftJIS"), (.isoLatin2, "isoLatin2"),
      (.utf16, "utf16"), (.windowsCP1251, "windowsCP1251"), (.windowsCP1252, "windowsCP1252"),
      (.windowsCP1253, "windowsCP1253"), (.windowsCP1254, "windowsCP1254"),
      (.windowsCP1250, "windowsCP1250"), (.iso2022JP, "iso2022JP"), (.macOSRoman, "macOSRoman"),
      (.utf16BigEndian, "utf16BigEndian"), (.utf16LittleEndian, "utf16LittleEndian"),
      (.utf32, "utf32"), (.utf32BigEndian, "utf32BigEndian"),
      (.utf32LittleEndian, "utf32LittleEndian"),
    ]
    return Dictionary(constants.map { ($0.0.rawValue, $0.1) }) { first, _ in first }
  }()

  /// `.userInitiated` and `.utility` are `.high` and `.low` under other names.
  private static let priorities: [UInt8: String] = {
    let constants: [(TaskPriority, String)] = [
      (.high, "high"), (.medium, "medium"), (.low, "low"), (.background, "background"),
    ]
    return Dictionary(constants.map { ($0.0.rawValue, $0.1) }) { first, _ in first }
  }()

  /// Returns a constant's name, such as `.utf8`, or `nil` when the value is no such constant.
  ///
  /// - Parameter value: A value.
  /// - Returns: Its text.
  static func text(of value: Any) -> String? {
    switch value {
    case let encoding as String.Encoding:
      encodings[encoding.rawValue].map { "." + $0 }
        ?? "String.Encoding(rawValue: \(encoding.rawValue))"
    case let priority as TaskPriority:
      priorities[priority.rawValue].map { "." + $0 }
        ?? "TaskPriority(rawValue: \(priority.rawValue))"
    case let code as CocoaError.Code:
      CocoaErrorCodeNames.name(of: code)
    default:
      nil
    }
  }
}
