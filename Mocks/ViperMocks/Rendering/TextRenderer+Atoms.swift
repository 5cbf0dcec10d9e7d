import Foundation

/// The texts of leaf values that reach reflection as objects.
extension TextRenderer {
  /// Returns the text of a leaf value that reached reflection as an object, bridged or
  /// subclassed (an `NSString`, say), or `nil` when the value is no such leaf.
  ///
  /// - Parameter value: The value.
  /// - Returns: Its text.
  func atom(for value: Any) -> String? {
    switch value {
    case let string as String: Self.quoted(string)
    case let substring as Substring: Self.quoted(String(substring))
    case let character as Character: Self.quoted(String(character))
    case let date as Date: ISO8601Text.text(of: date, in: timeZone)
    case let uuid as UUID: uuid.uuidString
    case let url as URL: FoundationText.url(url)
    case let duration as Duration: Self.duration(duration)
    case let data as Data: Self.bytes(data)
    case let decimal as Decimal: decimal.description
    case let number as NSNumber: FoundationText.number(number)
    case let locale as Locale: "Locale(\(locale.identifier))"
    case let zone as TimeZone: "TimeZone(\(zone.identifier))"
    case let attributed as NSAttributedString: attributedText(attributed)
    case is any BinaryInteger, is any BinaryFloatingPoint, is Bool: String(describing: value)
    default: FoundationText.object(value)
    }
  }

  /// An attributed string as its text and each run's attributes, rendered as values are.
  private func attributedText(_ attributed: NSAttributedString) -> String {
    var runs: [String] = []
    let whole = NSRange(location: 0, length: attributed.length)
    attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
      guard !attributes.isEmpty else { return }
      let named = Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
      var text = "\(range.location)..<\(range.location + range.length): "
      appendSingleLine(named, to: &text)
      runs.append(text)
    }
    return "\(typeName(of: attributed))("
      + ([Self.quoted(attributed.string)] + runs)
      .joined(separator: ", ") + ")"
  }

  /// Whether the value has a description of its own, which `String(describing:)` prints.
  static func describesItself(_ value: Any) -> Bool {
    value is any CustomStringConvertible || value is any CustomDebugStringConvertible
      || value is any TextOutputStreamable
  }
}
