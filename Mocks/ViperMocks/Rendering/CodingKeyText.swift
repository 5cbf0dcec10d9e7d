/// The text of a coding key of the app's own, as Swift writes it.
///
/// That is `CodingKeys.id`, not the description `CodingKey` gives every key,
/// `CodingKeys(stringValue: "id", intValue: nil)`.
///
/// Both runtime paths take the name from the key's string value, which is the case's name unless
/// the enum has string raw values; such a key shows its raw value instead,
/// `CodingKeys(rawValue: "item_name")`, since its case name is not public.
enum CodingKeyText {
  /// Returns the text of a coding key enum's cases, or `nil` when the value is no such key.
  ///
  /// - Parameter value: A value of the type to plan.
  /// - Returns: Its text.
  static func leafText(for value: Any) -> LeafText? {
    let type = type(of: value)
    // The toolchain's own keys carry payloads (a decoder's `.index(0)`), shown as enums are.
    guard type is any CodingKey.Type, !TypeName.isToolchain(type),
      Mirror(reflecting: value).displayStyle == .enum
    else { return nil }
    let name = TypeName.display(type)
    return LeafText { key in
      guard let key = key as? any CodingKey, Mirror(reflecting: key).children.isEmpty else {
        return "." + String(describing: key)
      }
      if let raw = (key as? any RawRepresentable)?.rawValue as? String {
        return "\(name)(rawValue: \(TextRenderer.quoted(raw)))"
      }
      return "\(name).\(key.stringValue)"
    }
  }
}
